// What a benchmark was asked on its command line: its plain arguments in order and its
// `--name=value` options.
const args = process.argv.slice(2);

/** The arguments that are not options, in order (a build folder, a report folder). */
export const positional = args.filter((arg) => !arg.startsWith('--'));

/** The value of `--name=value`, if given. */
export function option(name: string): string | undefined {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Whether `--name` is given (an option without a value). */
export function flag(name: string): boolean {
  return args.includes(`--${name}`);
}

/** The comma-separated values of `--name=a,b`, if given. */
export function listOption(name: string): string[] | undefined {
  return option(name)?.split(',');
}
