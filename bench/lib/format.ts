/** How numbers are printed in tables: one place, so every figure reads the same. */
import type { Spread } from './stats.js';

export function ms(value: number): string {
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  if (value >= 10) return `${value.toFixed(0)} ms`;
  if (value >= 1) return `${value.toFixed(1)} ms`;
  return `${(value * 1000).toFixed(0)} µs`;
}

/** Memory in MiB (what the OS reports as resident set size). */
export function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(bytes >= 100 * 2 ** 20 ? 0 : 1)} MiB`;
}

/** Sizes of files in kB (1,000 bytes), as bundle sizes are usually quoted. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function ratio(value: number): string {
  return `${value.toFixed(2)}×`;
}

/** `median (min–max)` in the given unit; a single run prints only its value. */
export function withRange(s: Spread, unit: (value: number) => string): string {
  return s.n === 1 ? unit(s.median) : `${unit(s.median)} (${unit(s.min)}–${unit(s.max)})`;
}
