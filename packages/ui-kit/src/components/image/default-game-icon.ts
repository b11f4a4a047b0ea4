const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="#2a3040"/><path d="M38 46h44c9 0 15 7 16 16l3 17c1 7-7 11-12 6l-8-8H39l-8 8c-5 5-13 1-12-6l3-17c1-9 7-16 16-16z" fill="#8b94a8"/><rect x="35" y="57" width="16" height="5" rx="2" fill="#2a3040"/><rect x="40.5" y="51.5" width="5" height="16" rx="2" fill="#2a3040"/><circle cx="78" cy="55" r="3.5" fill="#2a3040"/><circle cx="86" cy="63" r="3.5" fill="#2a3040"/></svg>`;

/** The default game icon (an inline SVG data URI) shown when a game image cannot load. */
export const defaultGameIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`;
