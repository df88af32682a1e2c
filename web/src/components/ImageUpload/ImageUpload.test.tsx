import { jest } from '@jest/globals';
import { useState } from 'react';
import { mockFetch } from '../../test-utils/fetch-mock';
import { fireEvent, renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { ImageUpload } from './ImageUpload';
import { checkImageFile } from './validate-image';

function imageFile(name = 'me.jpg', size = 1024, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({ upload }: { upload?: (file: File) => Promise<string> }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <ImageUpload value={url} onChange={setUrl} label="Upload person photo" upload={upload} />
      <output data-testid="value">{url ?? 'none'}</output>
    </>
  );
}

const fileInput = () => screen.getByTestId('image-file-input') as HTMLInputElement;

describe('checkImageFile', () => {
  it('accepts an image up to 10 MB and refuses anything else with the spec texts', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'File size too large. Maximum size is 10MB',
    );
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('Please select a valid image file');
    expect(checkImageFile({ type: '', size: 10 })).toBe('Please select a valid image file');
  });
});

describe('ImageUpload', () => {
  it('refuses a file over 10 MB with the toast and uploads nothing', async () => {
    const upload = jest.fn(async () => '/uploads/1/a.jpg');
    renderWithProviders(<Harness upload={upload} />);
    fireEvent.change(fileInput(), { target: { files: [imageFile('big.jpg', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('File size too large. Maximum size is 10MB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('refuses a file that is not an image with the toast', async () => {
    const upload = jest.fn(async () => '/uploads/1/a.jpg');
    renderWithProviders(<Harness upload={upload} />);
    fireEvent.change(fileInput(), { target: { files: [imageFile('notes.txt', 10, 'text/plain')] } });
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();
    expect(screen.getByText('Upload Failed')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uses only the first of several dropped files', async () => {
    const upload = jest.fn(async (file: File) => `/uploads/1/${file.name}`);
    renderWithProviders(<Harness upload={upload} />);
    const first = imageFile('first.jpg');
    fireEvent.drop(screen.getByRole('button', { name: 'Upload person photo' }), {
      dataTransfer: { files: [first, imageFile('second.jpg')] },
    });
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/uploads/1/first.jpg'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(first);
  });

  it('posts the file as multipart field "image" with cookies, previews it, and clears it', async () => {
    const fetchMock = mockFetch({ 'POST /api/upload': { status: 201, body: { url: '/uploads/1/abc.jpg' } } });
    const { events } = renderWithProviders(<Harness />);
    await events.upload(fileInput(), imageFile('me.jpg'));

    expect(await screen.findByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      '/uploads/1/abc.jpg',
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.credentials).toBe('include');
    expect((init?.body as FormData).get('image')).toBeInstanceOf(File);

    await events.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.queryByRole('img', { name: 'Uploaded image preview' })).not.toBeInTheDocument();
  });

  it.each([
    [
      415,
      'Invalid file type. Use JPG, PNG or WEBP',
      "This file type isn't supported. Please use a JPG, PNG or WEBP image.",
    ],
    [400, 'Upload failed: the image has too many pixels', 'Upload failed: the image has too many pixels'],
    [413, 'File size too large. Maximum size is 10MB', 'File size too large. Maximum size is 10MB'],
  ])('says why the server refused the file (%i)', async (status, error, shown) => {
    mockFetch({ 'POST /api/upload': { status, body: { error, code: 'VALIDATION' } } });
    const { events } = renderWithProviders(<Harness />);
    await events.upload(fileInput(), imageFile('me.jpg'));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText('Upload Failed')).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload the image. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('shows the spec toast when the upload fails on the server', async () => {
    mockFetch({ 'POST /api/upload': { status: 500, body: { error: 'Upload failed: broken image' } } });
    const { events } = renderWithProviders(<Harness />);
    await events.upload(fileInput(), imageFile('me.jpg'));
    expect(await screen.findByText('Failed to upload the image. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('opens the file picker from the keyboard and from Change', async () => {
    const upload = jest.fn(async () => '/uploads/1/a.jpg');
    const { events } = renderWithProviders(<Harness upload={upload} />);
    const click = jest.spyOn(fileInput(), 'click');
    screen.getByRole('button', { name: 'Upload person photo' }).focus();
    await events.keyboard('{Enter}');
    await events.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);

    fireEvent.change(fileInput(), { target: { files: [imageFile()] } });
    await screen.findByRole('img', { name: 'Uploaded image preview' });
    await events.click(screen.getByRole('button', { name: 'Change' }));
    expect(click).toHaveBeenCalledTimes(3);
  });
});
