// The settings every snippet reads from the environment, with the names of .env.example, so the same code talks
// to the sandbox (sandbox.env) or to the service (.env).
export function env(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`${name} is not set: run with --env-file=.env (see .env.example) or the sandbox's sandbox.env`);
  }
  return value;
}
