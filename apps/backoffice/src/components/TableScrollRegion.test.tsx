import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/renderRoutes';
import { TableScrollRegion } from './TableScrollRegion';

describe('TableScrollRegion', { timeout: 20_000 }, () => {
  it('is a named region the keyboard reaches, and it is the box that scrolls', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <TableScrollRegion label="Invitations" minWidth={620}>
              <Table>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>a@example.com</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </TableScrollRegion>
          ),
        },
      ],
      '/',
    );
    const region = await screen.findByRole('region', { name: 'Invitations' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
    expect(region.style.getPropertyValue('--table-overflow')).toBe('auto');
  });
});
