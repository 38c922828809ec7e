import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { CodeBlock } from './code-block';
import { DELIVERY_RULES, jobSnippets, SIGNATURE_CHECK_NODE, SIGNATURE_CHECK_SHELL } from './quick-start-snippets';

/** A whole job from a shell, then how to trust and handle the webhooks that follow it. */
export function QuickStart() {
  const titleId = useId();
  const snippets = jobSnippets(window.location.origin);
  return (
    <section className="developer-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="developer-section__title">
        Quick start
      </h2>
      <p className="developer-section__lead">
        A job from start to finish with curl. Every call and field is in the <Link to={ROUTES.developerReference}>API reference</Link>.
      </p>
      <ol className="developer-steps">
        {snippets.map((snippet) => (
          <li key={snippet.title} className="developer-steps__step">
            <h3 className="developer-steps__title">{snippet.title}</h3>
            <p className="developer-steps__about">{snippet.about}</p>
            <CodeBlock title={snippet.title} code={snippet.code} />
          </li>
        ))}
      </ol>

      <h3 className="developer-steps__title">Verify a webhook</h3>
      <p className="developer-steps__about">
        The signature is the HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code>, keyed with the endpoint&apos;s signing secret, in hex. Check it
        against the raw body before parsing it.
      </p>
      <CodeBlock title="Verify a webhook in Node.js" code={SIGNATURE_CHECK_NODE} />
      <CodeBlock title="Verify a webhook from a shell" code={SIGNATURE_CHECK_SHELL} />
      <ul className="developer-rules">
        {DELIVERY_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
