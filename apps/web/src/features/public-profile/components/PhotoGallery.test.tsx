import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { PhotoGallery } from './PhotoGallery';

const photos: TPublicProfile['photos'] = [1, 2, 3].map((id) => ({
  id,
  image: `/uploads/photo-${id}.jpg`,
  caption: `Caption ${id}`,
}));

describe('PhotoGallery', () => {
  it('goes to the next and previous photo with the arrow keys', async () => {
    const routes: RouteObject[] = [{ path: '/', element: <PhotoGallery photos={photos} /> }];
    renderRoutes(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo 1 of 3' }));
    expect(await screen.findByText('Photo 1 of 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByText('Photo 2 of 3')).toBeTruthy());
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByText('Photo 3 of 3')).toBeTruthy());
  });
});
