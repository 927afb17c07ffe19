/** Where to go after signing in: a staff page of this site named in `next`, or the inbox. */
export function safeNext(next: string | null): string {
  if (!next || next.length > 500) return '/staff';
  return /^\/staff(?:\/[\w\-/]*)?(?:\?[\w\-=&%.]*)?$/.test(next) && !next.startsWith('/staff/signin') && !next.startsWith('/staff/second-factor') ? next : '/staff';
}
