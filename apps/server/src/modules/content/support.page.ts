// The demo chat pages the demo brand's customer-service links open (/demo-chat/livechat and
// /demo-chat/vip), so a link opens something real. Honest about being a demo: no agent answers;
// what is typed stays in the page. Script and style are files under /static/demo-chat/ (the site's
// CSP allows no inline script or style). The site's chat room modal frames the live-chat page.

const titles = { livechat: 'Live chat', vip: 'VIP service' } as const;

/** The HTML of one demo chat page. */
export function demoChatPage(channel: 'livechat' | 'vip'): string {
  const title = titles[channel];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} (demo) · LotusPlay</title>
<link rel="stylesheet" href="/static/demo-chat/chat.css">
<script type="module" src="/static/demo-chat/chat.js"></script>
</head>
<body>
<main class="dc dc--${channel}" data-channel="${channel}">
  <header class="dc-head">
    <h1 class="dc-title">${title}</h1>
    <p class="dc-badge">Demo page of the LotusPlay reference server: no agent is connected, and nothing you type leaves this window.</p>
  </header>
  <ol class="dc-log" id="dc-log" aria-live="polite" aria-label="Messages">
    <li class="dc-msg dc-msg--agent">Hello! This is the ${channel === 'vip' ? 'VIP service' : 'live chat'} demo. A real brand links its chat provider here.</li>
  </ol>
  <form class="dc-form" id="dc-form">
    <label class="dc-label" for="dc-input">Message</label>
    <input class="dc-input" id="dc-input" name="message" autocomplete="off" maxlength="500" required>
    <button class="dc-send" type="submit">Send</button>
  </form>
</main>
</body>
</html>
`;
}
