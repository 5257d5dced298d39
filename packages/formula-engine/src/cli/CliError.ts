// Why the CLI refuses to run, as exceptions runCli turns into exit code 2: a usage error (the arguments; the
// usage follows the message) or an input error (a file that cannot be read, decoded, parsed or used as data).

export class UsageError extends Error {}

export class InputError extends Error {}
