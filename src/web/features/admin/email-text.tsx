/**
 * An e-mail that, when its column is too narrow, breaks after the '@' ('joao@' / 'escritorio.com.br')
 * rather than before its last letter ('joao@escritorio.com.b' / 'r').
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
