/** The hand-written mail commands, beside the generated ones: send, status and report. */
import type { Command } from 'commander';
import type { Context } from '../context.js';
import { reportCommand } from './report-command.js';
import { sendCommand } from './send-command.js';
import { statusCommand } from './status-command.js';

export function mailExtras(context: Context): Command[] {
  return [sendCommand(context), statusCommand(context), reportCommand(context)];
}
