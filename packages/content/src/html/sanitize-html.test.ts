import { safeUrl, sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.test"></iframe>', ''],
    // Disallowed elements go; their text stays, inert.
    ['<form action="/steal"><input name="password"><button>Go</button></form>', 'Go'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<p style="position:fixed;inset:0">overlay</p>', '<p>overlay</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ])('strips hostile markup: %s', (dirty, expected) => {
    expect(sanitizeHtml(dirty)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('removes the unsafe link URL %s', (url) => {
    const link = parse(sanitizeHtml(`<a href="${url}">click</a>`)).querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('click');
  });

  it('gives every link rel="noopener noreferrer" and keeps only safe targets', () => {
    const host = parse(
      sanitizeHtml(
        '<a href="https://example.test" target="_blank" rel="opener">a</a><a href="/help#about" target="evil">b</a>',
      ),
    );
    const [external, internal] = [...host.querySelectorAll('a')];
    expect(external?.getAttribute('href')).toBe('https://example.test');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.getAttribute('href')).toBe('/help#about');
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(internal?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto, tel and relative links', () => {
    const host = parse(
      sanitizeHtml(
        '<a href="mailto:a@b.test">m</a><a href="tel:+63123">t</a><a href="deposit">r</a>',
      ),
    );
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:a@b.test',
      'tel:+63123',
      'deposit',
    ]);
  });

  it('drops data attributes and named-property clobbering', () => {
    const out = sanitizeHtml('<img name="cookie" src="/a.png" data-x="1"><p id="location">p</p>');
    expect(out).not.toContain('data-x');
    expect(out).not.toContain('name="cookie"');
    expect(out).not.toContain('id="location"');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('safeUrl', () => {
  it.each([
    'https://example.test/a',
    'http://x.test',
    '/help#about',
    'licences/mga.svg',
    '#top',
    'mailto:a@b.test',
    '//cdn.test/x.png',
  ])('accepts %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'vbscript:x',
    '',
    null,
    undefined,
  ])('rejects %s', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });
});
