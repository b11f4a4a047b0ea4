import { describe, expect, it } from 'vitest';
import { sanitizeHtml, stripHtml } from './html';

describe('sanitizeHtml (server)', () => {
  it('drops scripts, handlers, styles, frames and unsafe URLs, keeping the text and safe markup', () => {
    const dirty = [
      '<p onclick="steal()">Hello <b>there</b></p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">bad</a>',
      '<a href=" JaVaScRiPt:alert(4)">bad2</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<div style="position:fixed">x</div>',
      '<svg><script>alert(5)</script></svg>',
      '<form action="/x"><input name="p"></form>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    ].join('');
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<p>Hello <b>there</b></p>');
    for (const bad of [
      'script',
      'onclick',
      'onerror',
      'javascript',
      'iframe',
      'style',
      'position:fixed',
      'svg',
      '<form',
      '<input',
      'data:',
      'alert',
    ]) {
      expect(clean.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
  });

  it('keeps safe links, opening them without a reference back', () => {
    expect(sanitizeHtml('<a href="https://example.com/a" target="_blank">a</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="/help#deposit" target="_top">b</a>')).toBe(
      '<a href="/help#deposit" rel="noopener noreferrer">b</a>',
    );
    expect(sanitizeHtml('<img src="https://img.example/x.png" alt="x">')).toBe(
      '<img src="https://img.example/x.png" alt="x" />',
    );
  });

  it('turns a title into plain text', () => {
    expect(stripHtml('<b>Big</b> <script>alert(1)</script>win & <i>more</i> < 5')).toBe(
      'Big win & more < 5',
    );
    expect(sanitizeHtml(null)).toBe('');
  });
});
