import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContent } from '../testing/render';
import { MaintenancePage } from './maintenance-page';

describe('MaintenancePage', () => {
  it('shows title, end time, message and a customer-service button', async () => {
    const onCustomerService = vi.fn();
    renderContent(
      <MaintenancePage
        maintenance={{ endTime: '2025-06-01T04:30:00Z', message: 'Upgrading the lottery engine.' }}
        onCustomerService={onCustomerService}
        offsetMinutes={480}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Estimated end time')).toBeInTheDocument();
    expect(screen.getByText('2025-06-01 12:30:00')).toHaveAttribute(
      'datetime',
      '2025-06-01T04:30:00Z',
    );
    expect(screen.getByText('Upgrading the lottery engine.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onCustomerService).toHaveBeenCalledOnce();
  });

  it('falls back to translated defaults without end time and message', () => {
    renderContent(<MaintenancePage maintenance={{ endTime: null, message: '  ' }} />);
    expect(screen.getByText('To be announced')).toBeInTheDocument();
    expect(screen.getByText(/upgrading our services/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is translated', () => {
    renderContent(<MaintenancePage maintenance={null} onCustomerService={() => {}} />, {
      language: 'VI',
    });
    expect(screen.getByRole('heading', { name: 'Đang bảo trì' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chăm sóc khách hàng' })).toBeInTheDocument();
  });
});
