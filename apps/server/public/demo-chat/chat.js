// The demo chat page's behaviour: what is typed is shown, and the demo says that no agent is
// connected. Nothing is sent anywhere (text nodes only: nothing typed is parsed as HTML).
const log = document.getElementById('dc-log');
const form = document.getElementById('dc-form');
const input = document.getElementById('dc-input');

function add(text, who) {
  const item = document.createElement('li');
  item.className = `dc-msg dc-msg--${who}`;
  item.textContent = text;
  log.append(item);
  item.scrollIntoView({ block: 'end' });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (!text) return;
  add(text, 'me');
  input.value = '';
  setTimeout(
    () =>
      add(
        'This is a demo: no agent is connected. A real brand links its chat provider here.',
        'agent',
      ),
    400,
  );
});
input.focus();
