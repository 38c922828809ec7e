import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, proCustomer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildJobFraming } from '../framing/job-framing.builder';
import { buildJobView, JOB_ID, outputPaths } from '../jobs/job-view.builder';
import { sendUpload } from './upload-request';
import { chooseFullSet, clip, clips, controlledUpload, createdJob, drop, renderButton, renderSignedIn, startButton, toastArea, widget } from './upload-widget.harness';

vi.mock('./upload-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./upload-request')>()),
  sendUpload: vi.fn(),
}));

describe('upload widget', () => {
  beforeEach(() => {
    vi.mocked(sendUpload).mockReset();
  });

  it('offers a Text section beside Intro, Body and CTA, optional and empty to begin with', async () => {
    await renderSignedIn();

    const section = widget().getByRole('group', { name: 'Text' });
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByText('Optional · up to 3 lines, each drawn on every hook and tested like a clip')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add a text' })).toBeEnabled();
  });

  describe('signed out', () => {
    it('replaces the drop areas with a pricing prompt that goes to /pricing', async () => {
      mockApi();
      const user = userEvent.setup();
      const { router } = renderRoute('/');

      const prompt = await widget().findByRole('link', { name: /Start your free trial to upload videos/ });
      expect(widget().queryByRole('button', { name: 'Add intro videos' })).not.toBeInTheDocument();

      await user.click(prompt);
      expect(router.state.location.pathname).toBe('/pricing');
    });

    it('offers Log In to Upload, which asks for a login', async () => {
      mockApi();
      const user = userEvent.setup();
      const { router } = renderRoute('/');

      await user.click(await widget().findByRole('button', { name: 'Log In to Upload' }));

      expect(toastArea().getByText('Authentication Required')).toBeInTheDocument();
      expect(toastArea().getByText('Please log in to upload videos')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('?redirect=%2F');
    });
  });

  describe('choosing files', () => {
    it('starts empty with the default placements and a disabled start button', async () => {
      await renderSignedIn();

      for (const section of ['intro', 'body', 'CTA']) {
        expect(widget().getByRole('button', { name: `Add ${section} videos` })).toBeInTheDocument();
      }
      expect(widget().getByRole('checkbox', { name: '9:16 (Stories, Reels)' })).toBeChecked();
      expect(widget().getByRole('checkbox', { name: '4:5 (Feed)' })).toBeChecked();
      expect(widget().getByRole('checkbox', { name: '1:1 (Square)' })).not.toBeChecked();
      expect(widget().getByRole('checkbox', { name: '16:9 (Landscape)' })).not.toBeChecked();
      expect(widget().getByText('0 combinations')).toBeInTheDocument();
      expect(widget().getByText('(maximum 27 on your plan)')).toBeInTheDocument();
      expect(widget().getByRole('status')).toHaveTextContent('Add at least one intro, one body and one CTA clip');
      expect(startButton()).toHaveTextContent('Start Creating Variations');
      expect(startButton()).toBeDisabled();
    });

    it('counts only combinations the server accepts, says what is missing, and enables the start button', async () => {
      await renderSignedIn();

      await drop('Body', clips('body', 3));
      expect(widget().getByText('0 combinations')).toBeInTheDocument();
      expect(widget().getByRole('status')).toHaveTextContent('Add at least one intro and one CTA clip');
      expect(startButton()).toBeEnabled();

      // Intro and body only: the server refuses a job without a CTA, so still nothing to count.
      await drop('Intro', clips('hook', 2));
      expect(widget().getByText('0 combinations')).toBeInTheDocument();
      expect(widget().getByRole('status')).toHaveTextContent('Add at least one CTA clip');
      expect(widget().queryByText(/videos in 2 placements/)).not.toBeInTheDocument();

      await drop('CTA', clips('cta', 1));
      expect(widget().getByText('6 combinations')).toBeInTheDocument();
      expect(widget().getByText(/12 videos in 2 placements/)).toBeInTheDocument();
      expect(widget().getByRole('status')).not.toHaveTextContent('Add at least');
      expect(within(widget().getByRole('list', { name: 'Chosen intro videos' })).getAllByRole('listitem')).toHaveLength(2);
    });

    it('removes a chosen file', async () => {
      const user = userEvent.setup();
      await renderSignedIn();
      await drop('Intro', clips('hook', 2));

      await user.click(widget().getByRole('button', { name: 'Remove hook-1.mp4' }));

      expect(widget().queryByText('hook-1.mp4')).not.toBeInTheDocument();
      expect(widget().getByText('hook-2.mp4')).toBeInTheDocument();
    });

    it('cuts files past 3 per section for free users with Too Many Files', async () => {
      await renderSignedIn();

      await drop('Intro', clips('hook', 4));

      expect(toastArea().getByText('Too Many Files')).toBeInTheDocument();
      expect(
        toastArea().getByText('Maximum 3 files allowed for the intro videos. Upgrade to Pro for up to 10 files per section.'),
      ).toBeInTheDocument();
      expect(within(widget().getByRole('list', { name: 'Chosen intro videos' })).getAllByRole('listitem')).toHaveLength(3);
    });

    it('leaves out files over the free size limit with File Size Limit Exceeded', async () => {
      await renderSignedIn();

      await drop('Intro', [clip('long-hook.mp4', 60), clip('short-hook.mp4', 10)]);

      expect(toastArea().getByText('File Size Limit Exceeded')).toBeInTheDocument();
      expect(
        toastArea().getByText(
          '"long-hook.mp4" is larger than 50MB, the limit for intro videos. Upgrade to Pro to upload files up to 200MB.',
        ),
      ).toBeInTheDocument();
      expect(widget().queryByText('long-hook.mp4')).not.toBeInTheDocument();
      expect(widget().getByText('short-hook.mp4')).toBeInTheDocument();
    });

    it('gives Pro users 10 files and 200MB per file', async () => {
      await renderSignedIn({}, proCustomer());

      expect(widget().getByText('(maximum 100 on your plan)')).toBeInTheDocument();
      await drop('Intro', [...clips('hook', 9), clip('long-hook.mp4', 150)]);

      expect(within(widget().getByRole('list', { name: 'Chosen intro videos' })).getAllByRole('listitem')).toHaveLength(10);
      expect(screen.queryByText('File Size Limit Exceeded')).not.toBeInTheDocument();
      expect(screen.queryByText('Too Many Files')).not.toBeInTheDocument();
    });

    it('refuses a drop that would pass the combination limit with Too Many Combinations', async () => {
      await renderSignedIn({}, proCustomer());
      await drop('Intro', clips('hook', 10));
      await drop('Body', clips('body', 10));

      await drop('CTA', clips('cta', 2));

      expect(toastArea().getByText('Too Many Combinations')).toBeInTheDocument();
      expect(toastArea().getByText('This would create 200 video combinations. Maximum allowed: 100.')).toBeInTheDocument();
      expect(widget().queryByRole('list', { name: 'Chosen CTA videos' })).not.toBeInTheDocument();
      // The 100 intro x body pairs still need a CTA before any is a job.
      expect(widget().getByText('0 combinations')).toBeInTheDocument();
      expect(widget().getByRole('status')).toHaveTextContent('Add at least one CTA clip');
    });

    it('names files the drop area refuses', async () => {
      await renderSignedIn();

      await drop('Body', [clip('notes.txt', 1, 'text/plain')]);

      expect(toastArea().getByText('File Not Accepted')).toBeInTheDocument();
      expect(toastArea().getByText('"notes.txt" is not a supported video type (mp4, mov, avi, mkv, webm)')).toBeInTheDocument();
      expect(widget().queryByText('notes.txt')).not.toBeInTheDocument();
    });

    it('asks for more videos before starting with a single file', async () => {
      const user = userEvent.setup();
      await renderSignedIn();
      await drop('Intro', clips('hook', 1));

      await user.click(startButton());

      expect(toastArea().getByText('Insufficient Videos')).toBeInTheDocument();
      expect(sendUpload).not.toHaveBeenCalled();
    });

    it('offers the four framings with Auto chosen', async () => {
      await renderSignedIn();

      const framing = within(widget().getByRole('group', { name: 'Framing' }));
      expect(framing.getAllByRole('radio')).toHaveLength(4);
      expect(framing.getByRole('radio', { name: 'Auto: fill when little would be cropped, blur otherwise' })).toBeChecked();
      expect(framing.getByRole('radio', { name: 'Fill: cover the frame, cropping the edges' })).not.toBeChecked();
      expect(framing.getByRole('radio', { name: 'Blur: the whole clip over a blurred copy of itself' })).not.toBeChecked();
      expect(framing.getByRole('radio', { name: 'Fit: the whole clip with black bars' })).not.toBeChecked();
    });

    it('needs at least one placement', async () => {
      const user = userEvent.setup();
      await renderSignedIn();
      await chooseFullSet();

      await user.click(widget().getByRole('checkbox', { name: '9:16 (Stories, Reels)' }));
      await user.click(widget().getByRole('checkbox', { name: '4:5 (Feed)' }));

      expect(widget().getByRole('alert')).toHaveTextContent('Choose at least one placement.');
      expect(startButton()).toBeDisabled();
    });
  });

  describe('uploading', () => {
    it('checks the session, shows real progress, reviews the framing and completes, clearing the files and showing the results', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      const { api } = await renderSignedIn({
        [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() },
        [`POST /api/process/${JOB_ID}`]: { body: { status: 'completed', backgroundProcessing: false } },
        [`GET /api/jobs/${JOB_ID}`]: { body: buildJobView({ status: 'completed', outputVideos: outputPaths() }) },
      });
      await chooseFullSet();
      await user.click(widget().getByRole('checkbox', { name: '1:1 (Square)' }));

      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      expect(api.callsTo('POST /api/upload/debug')).toHaveLength(1);
      expect(upload.form().get('placements')).toBe('9:16,4:5,1:1');
      expect(upload.form().get('framing')).toBe('auto');
      expect(startButton()).toHaveTextContent('Uploading...');
      expect(startButton()).toBeDisabled();
      expect(widget().getByRole('button', { name: 'Add intro videos' })).toHaveAttribute('aria-disabled', 'true');
      expect(widget().getByRole('group', { name: 'Framing' })).toBeDisabled();

      await upload.progress(45);
      expect(widget().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
      expect(widget().getByText('Uploading your videos... 45%')).toBeInTheDocument();

      await upload.answer(createdJob);
      // The upload is in; nothing renders until the buyer has seen the framing.
      expect(startButton()).toHaveTextContent('Review the Framing Below');
      expect(startButton()).toBeDisabled();
      expect(await widget().findByRole('list', { name: 'Placements of hook-2.mp4' })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(api.callsTo(`POST /api/process/${JOB_ID}`)).toHaveLength(0);
      expect(screen.queryByText('Your Video Variations')).not.toBeInTheDocument();

      await user.click(await renderButton());
      expect(startButton()).toHaveTextContent('Processing...');
      expect(widget().queryByRole('heading', { name: 'Check the framing' })).not.toBeInTheDocument();

      await waitFor(() => expect(startButton()).toHaveTextContent('Complete!'));
      expect(api.callsTo(`POST /api/process/${JOB_ID}`)).toHaveLength(1);
      expect(toastArea().getByText('Upload Successful')).toBeInTheDocument();
      expect(widget().queryByText('hook-1.mp4')).not.toBeInTheDocument();
      expect(await widget().findByText('4 videos ready')).toBeInTheDocument();
    });

    it('sends the chosen framing', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      await renderSignedIn();
      await chooseFullSet();

      await user.click(widget().getByRole('radio', { name: /^Blur:/ }));
      await user.click(startButton());

      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      expect(upload.form().get('framing')).toBe('blur');
      expect(widget().getByRole('radio', { name: /^Blur:/ })).toBeChecked();
    });

    it('hands a background job to the e-mail and lets a new upload start', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      await renderSignedIn({
        [`POST /api/process/${JOB_ID}`]: { body: { status: 'processing', backgroundProcessing: true } },
        [`GET /api/jobs/${JOB_ID}`]: { body: buildJobView({ status: 'processing' }) },
      });
      await chooseFullSet();

      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      await upload.answer(createdJob);
      await user.click(await renderButton());

      await waitFor(() => expect(startButton()).toHaveTextContent('Processing in Background'));
      expect(toastArea().getByText('Upload Complete - Email Notification Enabled')).toBeInTheDocument();
      expect(await widget().findByText('Processing your videos: created 0 of 4.')).toBeInTheDocument();

      await user.click(widget().getByRole('button', { name: 'Start New Upload' }));
      expect(startButton()).toHaveTextContent('Start Creating Variations');
      expect(startButton()).toBeDisabled();
      expect(widget().getByText('Processing your videos: created 0 of 4.')).toBeInTheDocument();
    });

    it('shows Complete! and clears the files when a background job finishes while the page is open', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      const { api } = await renderSignedIn({
        [`POST /api/process/${JOB_ID}`]: { body: { status: 'processing', backgroundProcessing: true } },
        [`GET /api/jobs/${JOB_ID}`]: { body: buildJobView({ status: 'processing' }) },
      });
      await chooseFullSet();

      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      await upload.answer(createdJob);
      await user.click(await renderButton());
      await waitFor(() => expect(startButton()).toHaveTextContent('Processing in Background'));

      api.on(`GET /api/jobs/${JOB_ID}`, { body: buildJobView({ status: 'completed' }) });
      await waitFor(() => expect(startButton()).toHaveTextContent('Complete!'), { timeout: 5000 });
      expect(widget().queryByText('hook-1.mp4')).not.toBeInTheDocument();
    });

    it('takes clips for the next job as soon as a job completes, without Start New Upload, keeping the results shown', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      await renderSignedIn({
        [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() },
        [`POST /api/process/${JOB_ID}`]: { body: { status: 'completed', backgroundProcessing: false } },
        [`GET /api/jobs/${JOB_ID}`]: { body: buildJobView({ status: 'completed', outputVideos: outputPaths() }) },
      });
      await chooseFullSet();
      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      await upload.answer(createdJob);
      await user.click(await renderButton());
      await waitFor(() => expect(startButton()).toHaveTextContent('Complete!'));
      expect(await widget().findByText('4 videos ready')).toBeInTheDocument();

      expect(widget().getByRole('button', { name: 'Add intro videos' })).not.toHaveAttribute('aria-disabled', 'true');
      expect(widget().getByRole('group', { name: 'Framing' })).toBeEnabled();
      await drop('Intro', clips('next-hook', 1));

      expect(within(widget().getByRole('list', { name: 'Chosen intro videos' })).getAllByRole('listitem')).toHaveLength(1);
      expect(widget().getByText('next-hook-1.mp4')).toBeInTheDocument();
      expect(startButton()).toHaveTextContent('Start Creating Variations');
      expect(widget().getByText('4 videos ready')).toBeInTheDocument();
      await drop('Body', clips('next-body', 1));
      await drop('CTA', clips('next-cta', 1));
      expect(startButton()).toBeEnabled();
    });

    it('opens the form again with the files kept when a background job fails while the page is open', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      const { api } = await renderSignedIn({
        [`POST /api/process/${JOB_ID}`]: { body: { status: 'processing', backgroundProcessing: true } },
        [`GET /api/jobs/${JOB_ID}`]: { body: buildJobView({ status: 'processing' }) },
      });
      await chooseFullSet();
      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      await upload.answer(createdJob);
      await user.click(await renderButton());
      await waitFor(() => expect(startButton()).toHaveTextContent('Processing in Background'));

      api.on(`GET /api/jobs/${JOB_ID}`, { body: buildJobView({ status: 'failed', message: 'the encoder stopped' }) });
      await waitFor(() => expect(startButton()).toHaveTextContent('Start Creating Variations'), { timeout: 5000 });
      expect(widget().getByText('Your videos were uploaded but processing failed: the encoder stopped')).toHaveAttribute('role', 'alert');
      expect(startButton()).toBeEnabled();
      expect(widget().getByText('hook-1.mp4')).toBeInTheDocument();
      expect(widget().getByRole('button', { name: 'Add intro videos' })).not.toHaveAttribute('aria-disabled', 'true');
    });

    it('sends an expired session to the login page', async () => {
      const user = userEvent.setup();
      const { router } = await renderSignedIn({ 'POST /api/upload/debug': { body: { authenticated: false } } });
      await chooseFullSet();

      await user.click(startButton());

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(toastArea().getByText('Authentication Error')).toBeInTheDocument();
      expect(toastArea().getByText('Session expired. Please log in again.')).toBeInTheDocument();
      expect(sendUpload).not.toHaveBeenCalled();
    });

    it('returns to idle with the files kept when the upload is refused', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      await renderSignedIn();
      await chooseFullSet();

      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      await upload.answer({ status: 401, responseText: JSON.stringify({ error: 'Authentication required' }) });

      expect(toastArea().getByText('Session Expired')).toBeInTheDocument();
      expect(toastArea().getByText('Please refresh the page and login again to upload files')).toBeInTheDocument();
      expect(widget().getByRole('alert')).toHaveTextContent('Your session has expired. Please refresh the page and login again.');
      expect(startButton()).toHaveTextContent('Start Creating Variations');
      expect(startButton()).toBeEnabled();
      expect(widget().getByText('hook-1.mp4')).toBeInTheDocument();
    });

    it('tells a free user when the upload needs Pro', async () => {
      const user = userEvent.setup();
      const upload = controlledUpload();
      await renderSignedIn();
      await chooseFullSet();

      await user.click(startButton());
      await waitFor(() => expect(sendUpload).toHaveBeenCalled());
      await upload.answer({ status: 403, responseText: JSON.stringify({ error: 'Pro Access Required' }) });

      expect(toastArea().getByText('Pro Access Required')).toBeInTheDocument();
      expect(toastArea().getByText('This feature requires a Pro subscription')).toBeInTheDocument();
    });
  });
});
