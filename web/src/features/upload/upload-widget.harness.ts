import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { customer, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildJobView } from '../jobs/job-view.builder';
import { sendUpload, type SendUploadOptions, type UploadResponse } from './upload-request';

/*
 * The upload widget on the home page, driven as a buyer would, for its component specs. Each spec
 * mocks `sendUpload` of ./upload-request itself (vi.mock is hoisted per file) for controlledUpload.
 */

const MB = 1024 * 1024;

export function clip(name: string, sizeMb = 1, type = 'video/mp4'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeMb * MB });
  return file;
}
export const clips = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => clip(`${prefix}-${index + 1}.mp4`));

export const widget = () => within(screen.getByRole('region', { name: 'Create Video Variations' }));
export const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));
export const startButton = () =>
  widget().getByRole('button', { name: /Start Creating Variations|Uploading|Review the Framing Below|Processing|Complete!/ });
export const renderButton = () => widget().findByRole('button', { name: 'Render 4 videos' });

export async function renderSignedIn(routes: Parameters<typeof mockApi>[0] = {}, user = customer()) {
  const api = mockApi({ 'POST /api/upload/debug': { body: { authenticated: true } }, ...routes }, { signedIn: user });
  const view = renderRoute('/');
  await screen.findByRole('button', { name: 'Add intro videos' });
  return { ...view, api };
}

export async function drop(section: 'Intro' | 'Body' | 'CTA', files: File[]) {
  fireEvent.change(widget().getByLabelText(`${section} video files`), { target: { files } });
  // react-dropzone reads the files asynchronously.
  await act(async () => undefined);
}

export async function chooseFullSet() {
  await drop('Intro', clips('hook', 2));
  await drop('Body', clips('body', 1));
  await drop('CTA', clips('cta', 1));
}

/** A sendUpload stand-in the test drives: progress and the answer come when the test says. */
export function controlledUpload() {
  let options!: SendUploadOptions;
  let form!: FormData;
  let answer!: (response: UploadResponse) => void;
  vi.mocked(sendUpload).mockImplementation((sent, sendOptions) => {
    form = sent;
    options = sendOptions;
    return new Promise((resolve) => (answer = resolve));
  });
  return {
    form: () => form,
    progress: (percent: number) => act(() => options.onProgress(percent)),
    answer: (response: UploadResponse) => act(async () => answer(response)),
  };
}

export const createdJob = { status: 201, responseText: JSON.stringify(buildJobView({ message: 'Upload received' })) };

