/**
 * A backup or restore that stops for a reason a person can act on (a wrong key, a damaged file, a
 * database in use): its message is the whole answer, printed as it is by the commands and shown in
 * the staff area, never a stack. Anything else that goes wrong is a fault and keeps its stack.
 */
export type RefusalKind =
  | 'not-a-backup'
  | 'no-key'
  | 'wrong-key'
  | 'damaged'
  | 'checksum'
  | 'newer-schema'
  | 'other-dialect'
  | 'in-use'
  | 'not-empty'
  | 'no-database'
  | 'tool-missing'
  | 'tool-failed'
  | 'verification';

export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}
