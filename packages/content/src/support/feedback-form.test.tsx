import type { FeedbackRequest } from '@lotusplay/api-client';
import { ErrorCodes } from '@lotusplay/api-client';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { buildFeedbackSettings, createSupportHandlers } from '../testing/support-handlers';
import { FeedbackForm } from './feedback-form';
import { renderSupport } from './support-test-render';

const sent: FeedbackRequest[] = [];
const server = setupMswServer(...createSupportHandlers({ sent }));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const pngFile = (name = 'screen.png') =>
  new File([new Uint8Array(PNG)], name, { type: 'image/png' });

beforeEach(() => {
  sent.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('FeedbackForm', () => {
  it("counts words against the brand's limits and refuses too few without sending", async () => {
    server.use(
      ...createSupportHandlers({
        settings: buildFeedbackSettings({ minWords: 3, maxWords: 6 }),
        sent,
      }),
    );
    const { user } = renderSupport(<FeedbackForm />);
    const content = screen.getByLabelText('Your feedback');
    await screen.findByText('Feedback content between 3 and 6 words');
    await user.type(content, 'too short');
    expect(screen.getByText('2 / 6 words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Feedback content between 3 and 6 words',
    );
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the content, contact and images (png by its bytes) and says thank you', async () => {
    const { user } = renderSupport(<FeedbackForm />);
    await user.type(screen.getByLabelText('Your feedback'), 'My deposit has not arrived yet today');
    await user.type(screen.getByLabelText('Contact (optional)'), 'me@example.com');
    await user.upload(screen.getByLabelText('Images (optional)'), pngFile());
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'screen.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your feedback was sent.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      content: 'My deposit has not arrived yet today',
      contact: 'me@example.com',
      images: [
        {
          fileName: 'screen.png',
          contentType: 'image/png',
          dataBase64: btoa(String.fromCharCode(...PNG)),
        },
      ],
    });
    expect(screen.getByLabelText('Your feedback')).toHaveValue('');
  });

  it('refuses a renamed text file and a fourth image before sending', async () => {
    const { user } = renderSupport(<FeedbackForm />);
    const input = screen.getByLabelText('Images (optional)');
    await user.upload(input, new File(['just text'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fake.png is not a png or jpg image',
    );
    await user.upload(input, [
      pngFile('a.png'),
      pngFile('b.png'),
      pngFile('c.png'),
      pngFile('d.png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 images');
    expect(
      within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img'),
    ).toHaveLength(3);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img'),
    ).toHaveLength(2);
  });

  it('keeps everything typed when the server refuses (rate limit), and says why', async () => {
    server.use(
      ...createSupportHandlers({
        sent,
        feedback: () => ({ status: 429, code: ErrorCodes.RateLimited, message: 'Too many' }),
      }),
    );
    const { user } = renderSupport(<FeedbackForm />);
    await user.type(screen.getByLabelText('Your feedback'), 'one two three four five six');
    await user.upload(screen.getByLabelText('Images (optional)'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many feedback messages. Please try again later.',
    );
    expect(screen.getByLabelText('Your feedback')).toHaveValue('one two three four five six');
    expect(screen.getByRole('img', { name: 'screen.png' })).toBeInTheDocument();
  });

  it('shows the server word-limit message on the content field', async () => {
    server.use(
      ...createSupportHandlers({
        settings: buildFeedbackSettings({ minWords: 1, maxWords: 3 }),
        sent,
      }),
    );
    const { user } = renderSupport(<FeedbackForm />);
    await screen.findByText('Feedback content between 1 and 3 words');
    await user.type(screen.getByLabelText('Your feedback'), 'a b c d');
    expect(screen.getByText('4 / 3 words')).toHaveClass('lp-feedback__counter--over');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('between 1 and 3 words'),
    );
  });
});
