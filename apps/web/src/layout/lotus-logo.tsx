/** The LotusPlay mark; decorative, the brand name beside it carries the meaning. */
export function LotusLogo() {
  return (
    <svg
      className="lotus-logo"
      viewBox="0 0 64 64"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M32 10c6.5 7.5 9.5 15 9.5 22.5S38.5 46 32 51.5c-6.5-5.5-9.5-11.5-9.5-19S25.5 17.5 32 10z"
        fill="currentColor"
      />
      <path
        d="M10 29c8.5 0 15 4.2 19 12.5l2.2 9.5C20.4 51 11 42.6 10 29zm44 0c-8.5 0-15 4.2-19 12.5L32.8 51C43.6 51 53 42.6 54 29z"
        fill="currentColor"
        opacity="0.7"
      />
    </svg>
  );
}
