import { isMetaLoginFailure, META_LOGIN_CONNECTED, META_LOGIN_FAILURES } from '@reelmix/contracts/browser';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

type LoginResult = { connected: true } | { failure: string } | null;

function resultOf(search: URLSearchParams): LoginResult {
  if (search.get('connected') === 'meta') return { connected: true };
  const error = search.get('error');
  if (error === null) return null;
  return { failure: isMetaLoginFailure(error) ? META_LOGIN_FAILURES[error] : META_LOGIN_FAILURES.refused };
}

/**
 * How a Facebook Login ended, as the gateway's redirect says (`?connected=meta` or `?error=`).
 * Read once when the page opens, then taken off the address, so a reload does not repeat it.
 */
export function MetaLoginResult() {
  const [search, setSearch] = useSearchParams();
  const [result] = useState(() => resultOf(search));

  useEffect(() => {
    if (!search.has('connected') && !search.has('error')) return;
    const rest = new URLSearchParams(search);
    rest.delete('connected');
    rest.delete('error');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  if (!result) return null;
  if ('connected' in result) {
    return (
      <p className="publishing-note" role="status">
        {META_LOGIN_CONNECTED}
      </p>
    );
  }
  return (
    <div className="publishing-problem" role="alert">
      <p>{result.failure}</p>
    </div>
  );
}
