import { escapeHtml } from './html-escape';

it('escapes every character that could open markup or leave an attribute', () => {
  expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;');
});
