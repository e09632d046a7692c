// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { defaultSiteSettings } from '@/lib/site-settings-defaults';
import { siteSettingsStore } from '@/stores/site-settings-store';
import { ContactDetails } from './contact-page';

function openContactPage(): void {
  render(
    <MantineProvider>
      <ContactDetails />
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  siteSettingsStore.settings = defaultSiteSettings();
});

describe('the contact page’s details', () => {
  it('shows the office’s details from the site settings, and follows a change without a reload', async () => {
    openContactPage();
    expect(screen.getByText(defaultSiteSettings().contact.address)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '01632 960100' })).toBeNull();

    act(() => {
      siteSettingsStore.settings.contact = {
        address: 'Thornbury Town Hall, 35 High Street, Thornbury BS35 2AR',
        email: 'office@thornbury-hub.example',
        phone: '01632 960100',
        openingTimes: 'Tuesday to Friday, 10am to 1pm',
      };
    });
    expect(await screen.findByText('Thornbury Town Hall, 35 High Street, Thornbury BS35 2AR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'office@thornbury-hub.example' }).getAttribute('href')).toBe(
      'mailto:office@thornbury-hub.example',
    );
    expect(screen.getByRole('link', { name: '01632 960100' }).getAttribute('href')).toBe('tel:01632960100');
    expect(screen.getByText('Tuesday to Friday, 10am to 1pm')).toBeTruthy();
  });
});
