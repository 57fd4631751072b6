import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type BrowserContext, expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, LANGUAGE_SCREENS } from '../support/accessibility';
import { apiLogIn, createStaffMember, OWNER } from '../support/backoffice';
import { landingProfessional, openWorkingHours, PROFESSIONAL_FOR } from '../support/bookings';
import { createConfirmedCustomer, customerToken, uniqueEmail } from '../support/marketplace';
import { seedReports } from '../support/moderation';
import { backofficeURL, webURL } from '../support/urls';

/**
 * Every page a person meets while getting in and out is checked with axe against WCAG 2.1 A
 * and AA (labels, contrast, landmarks, names of buttons and links, language of the page), in
 * English on a desktop-sized screen and in Finnish on a phone-sized one (LANGUAGE_SCREENS). (The
 * review prompt of the demo's one passed session is checked in bookings-customer.spec.ts, before
 * that spec reviews it.)
 */
// The tests are independent (each signs up its own people, or only looks as staff), so they
// spread over both workers instead of holding one for the whole file.
test.describe.configure({ mode: 'parallel' });

const guestPages = {
  marketplace: [
    `${webURL}/`,
    `${webURL}/fi`,
    `${webURL}/signin`,
    `${webURL}/signup`,
    `${webURL}/password-reset`,
    `${webURL}/page/terms`,
    `${webURL}/for-customers`,
    `${webURL}/for-professionals`,
    `${webURL}/memberships`,
    `${webURL}/testers`,
    `${webURL}/how-search-ranks`,
    `${webURL}/no-such-page`,
  ],
  'back-office': [
    `${backofficeURL}/login`,
    `${backofficeURL}/signup/step/1`,
    `${backofficeURL}/forgot/step/1`,
    `${backofficeURL}/404`,
  ],
};

for (const { language, viewport } of LANGUAGE_SCREENS) {
  test.describe(`in ${language} at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    });

    for (const [app, urls] of Object.entries(guestPages)) {
      test(`the ${app} pages of a visitor`, async ({ page }) => {
        // Each page loaded and then read by axe: more than one page's time budget.
        test.setTimeout(urls.length * 15_000);
        for (const url of urls) {
          await page.goto(url);
          await expectAccessible(page, url);
        }
      });
    }

    test("a professional's public page", async ({ page, request }) => {
      // Three checks (the page, its photo modal and the Social tab) on a page that loads Leaflet.
      test.setTimeout(90_000);
      const { slug } = await landingProfessional(request);
      const path = language === 'fi' ? `/fi/ammattilaiset/${slug}` : `/professionals/${slug}`;
      await page.goto(`${webURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      // The map is drawn once it comes near the viewport (on a phone, below the first screen,
      // which moves down as the reviews arrive): scrolled to until it shows.
      await expect(async () => {
        await page.getByRole('heading', { name: /^(Where|Missä)$/ }).scrollIntoViewIfNeeded();
        await expect(page.locator('.fm-map-marker').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expectAccessible(page, path);
      // The gallery's photo opens in a modal.
      const photo = page.getByRole('button', { name: /Open photo|Avaa kuva/ }).first();
      if (await photo.isVisible()) {
        await photo.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `${path} photo`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      // The Social tab (this professional has no imported posts: its empty state).
      await page.getByRole('tab', { name: /^(Social|Yhteisö)$/ }).click();
      await expect(page.getByTestId('social-tab-empty')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, `${path} social`);
    });

    test('the search results, their map and the open suggestions', async ({ page }) => {
      test.setTimeout(90_000);
      const phone = viewport.width < 768;
      const path =
        language === 'fi' ? '/fi/ammattilaiset?search=jooga' : '/professionals?search=yoga';
      await page.goto(`${webURL}${path}`);
      await expect(page.getByTestId('search-result').first()).toBeVisible({ timeout: 30_000 });
      if (phone)
        await page
          .getByTestId('view-toggle')
          .getByText(/^(Map|Kartta)$/)
          .click();
      await expect(page.locator('.fm-map-marker').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, path);
      // The suggestions, open.
      const text = page.getByRole('textbox', { name: /What are you looking for|Mitä etsit/ });
      await text.fill(language === 'fi' ? 'joo' : 'yog');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, `${path} suggestions`);
    });

    // Signed in through the API: the sign-in pages themselves are checked as a visitor's.
    async function signInWith(context: BrowserContext, token: string): Promise<void> {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        AUTH_TOKEN_STORAGE_KEY,
        token,
      ] as const);
    }

    test('the settings and the feedback questionnaire of a signed-in customer', async ({
      page,
      context,
      request,
    }) => {
      // Two pages: settings and following.
      test.setTimeout(90_000);
      const email = uniqueEmail(`a11y-${language}-${viewport.width}`);
      await createConfirmedCustomer(request, email, undefined, language);
      await signInWith(context, await customerToken(request, email));
      await page.goto(`${webURL}/account/settings`);
      await expect(page.getByRole('switch')).toBeVisible();
      await expectAccessible(page, 'settings');
      await page.goto(`${webURL}/account/following`);
      await expect(page.getByTestId('following-empty')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'following');
      // The questionnaire, with a refused send so its error states are read too.
      await page.goto(`${webURL}/feedback`);
      await expect(page.getByRole('radiogroup').first()).toBeVisible();
      await page.getByRole('button', { name: /Send my answers|Lähetä vastaukset/ }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, 'feedback');
    });

    test('the messenger and the notifications menu of a signed-in customer', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`a11y-msg-${language}-${viewport.width}`);
      await createConfirmedCustomer(request, email, undefined, language);
      const token = await customerToken(request, email);
      // A conversation with one message, started through the API.
      const { id: professionalId } = await landingProfessional(
        request,
        PROFESSIONAL_FOR.a11yMessenger,
      );
      const headers = { authorization: `Bearer ${token}` };
      const started = await request.post(`${webURL}/v1/conversations`, {
        headers,
        data: { professional_id: professionalId },
      });
      const id = (await started.json()).data.id as number;
      await request.post(`${webURL}/v1/conversations/${id}/messages`, {
        headers,
        data: { body: 'Hello, is Friday fine?' },
      });
      await signInWith(context, token);
      await page.goto(`${webURL}/messages/${id}`);
      await expect(page.getByTestId('thread')).toContainText('Hello', { timeout: 30_000 });
      await expectAccessible(page, 'messenger');
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-empty')).toBeVisible();
      await expectAccessible(page, 'notifications menu');
    });

    test("a professional's bookings (week, list, manual booking) and availability", async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`a11y-bookings-${language}-${viewport.width}`);
      await createConfirmedCustomer(request, email, undefined, language, 'professional');
      await signInWith(context, await customerToken(request, email));
      await page.goto(`${webURL}/account/bookings`);
      await expect(page.getByTestId('week-calendar')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'bookings week');
      await page.getByText(/^(List|Lista)$/).click();
      await expect(page.getByTestId('booking-list')).toBeVisible();
      await expectAccessible(page, 'bookings list');
      await page.getByRole('button', { name: /^(Enter a booking|Kirjaa varaus)$/ }).click();
      await expect(page.getByTestId('manual-booking')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'manual booking');
      await page.keyboard.press('Escape');
      await page.goto(`${webURL}/account/availability`);
      await expect(page.getByTestId('availability-form')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: /^(Add hours|Lisää tunnit)$/ }).click();
      await page.getByRole('button', { name: /^(Add an exception|Lisää poikkeus)$/ }).click();
      await expectAccessible(page, 'availability');
    });

    test('the booking flow, the bookings history and its dialogs of a customer', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const professional = await landingProfessional(request, PROFESSIONAL_FOR.a11yBooking);
      await openWorkingHours(request, professional.slug);
      const email = uniqueEmail(`a11y-book-${language}-${viewport.width}`);
      await createConfirmedCustomer(request, email, undefined, language);
      await signInWith(context, await customerToken(request, email));
      // The flow with its open times and a chosen, held slot.
      await page.goto(`${webURL}/book/${professional.slug}`);
      await page.getByRole('combobox', { name: /^(Service|Palvelu)$/ }).click();
      await page.getByRole('option').first().click();
      const where = page.getByRole('combobox', { name: /^(Where|Paikka)$/ });
      if (await where.isVisible()) {
        await where.click();
        await page.getByRole('option').first().click();
      }
      await page.getByRole('button', { name: /Next week|Seuraava viikko/ }).click();
      // Each language its own slot: the two tests may hold slots of one week at the same time.
      await page
        .getByTestId('slot')
        .nth(language === 'en' ? 0 : 1)
        .click();
      await expect(page.getByTestId('hold')).toBeVisible({ timeout: 30_000 });
      // Off the chosen slot: the theme's filled hover colour is checked elsewhere, not here.
      await page.mouse.move(0, 0);
      await expectAccessible(page, 'booking flow');
      await page.getByTestId('send-booking').click();
      await expect(page.getByTestId('booking-sent')).toBeVisible();
      await page.mouse.move(0, 0);
      await expectAccessible(page, 'booking sent');
      // The history with the pending request, and its cancel dialog.
      await page.goto(`${webURL}/account/bookings-history`);
      await expect(page.getByTestId('booking-status').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'bookings history');
      // The reschedule dialog with the open times of the week after.
      await page.getByTestId('reschedule').first().click();
      const reschedule = page.getByTestId('reschedule-modal');
      await reschedule.getByRole('button', { name: /Next week|Seuraava viikko/ }).click();
      await expect(reschedule.getByTestId('slot').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.mouse.move(0, 0);
      await expectAccessible(page, 'reschedule dialog');
      await page.keyboard.press('Escape');
      await expect(reschedule).toBeHidden();
      await page.getByRole('button', { name: /Cancel booking|Peru varaus/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'cancel dialog');
    });

    test('the profile sections and the fast registration of a new professional', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`a11y-pro-${language}-${viewport.width}`);
      await createConfirmedCustomer(request, email, undefined, language, 'professional');
      await signInWith(context, await customerToken(request, email));
      await page.goto(`${webURL}/account/fast-registration`);
      // The first signed-in page loads its chunks, the user, the profile and its texts.
      await expect(page.getByTestId('step-of')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'fast registration');
      for (const section of ['basic-info', 'services', 'locations', 'certificates', 'photos']) {
        await page.goto(`${webURL}/account/${section}`);
        await expect(page.getByTestId('completeness-panel')).toBeVisible({ timeout: 30_000 });
        await expectAccessible(page, section);
      }
      // The Marketing section and a campaign wizard (issue 19).
      await page.goto(`${webURL}/account/marketing`);
      await expect(page.getByTestId('campaigns-empty')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'marketing');
      await page.goto(`${webURL}/account/marketing/new/ads`);
      await expect(page.getByTestId('wizard-step')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'ads wizard');
      // The Social activities section (issue 20), nothing connected yet.
      await page.goto(`${webURL}/account/social-activities`);
      await expect(page.getByTestId('social-empty')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'social activities');
    });

    test("a professional's membership, receipts and the ad wizard's content step", async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(150_000);
      const email = uniqueEmail(`a11y-billing-${language}-${viewport.width}`);
      await createConfirmedCustomer(request, email, undefined, language, 'professional');
      const token = await customerToken(request, email);
      await signInWith(context, token);
      await page.goto(`${webURL}/account/membership`);
      await expect(page.getByTestId('buy-membership')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'membership to buy');
      await page.goto(`${webURL}/account/receipts`);
      await expect(page.getByTestId('receipts-empty')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'receipts, none');

      // Basic bought through the API and the test checkout's form: a membership and a receipt.
      const headers = { authorization: `Bearer ${token}` };
      const started = await request.post(`${webURL}/v1/account/membership/checkout`, {
        headers,
        data: { membership: 2 },
      });
      expect(started.status(), await started.text()).toBeLessThan(300);
      const paid = await request.post((await started.json()).data.checkout_url, {
        form: { outcome: 'pay' },
        maxRedirects: 0,
      });
      expect(paid.status(), await paid.text()).toBe(303);
      // The receipt is a job's: there once it has run.
      await expect(async () => {
        await page.goto(`${webURL}/account/receipts`);
        await expect(page.getByTestId('receipt-row')).toHaveCount(1, { timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      await expectAccessible(page, 'receipts');
      await page.getByTestId('receipt-row').getByRole('link').first().click();
      await expect(page.getByTestId('receipt-total')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'receipt');
      await page.goto(`${webURL}/account/membership`);
      await expect(page.getByTestId('current-membership')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'membership');

      // The ads wizard's content step, with an issue shown and the preview.
      await page.goto(`${webURL}/account/marketing/new/ads`);
      await expect(page.getByTestId('wizard-step')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('wizard-next').click();
      await page.getByTestId('wizard-ads').getByRole('radio').first().click();
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('ad-preview')).toBeVisible();
      await page.getByRole('textbox', { name: /^(Link address|Linkin osoite)/ }).fill('example');
      await expect(page.getByTestId('ad-image')).toBeVisible();
      await page.mouse.move(0, 0);
      await expectAccessible(page, 'ad content');
    });

    test('the payments and dead jobs pages of staff', async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await signInWith(context, await apiLogIn(request, OWNER.email, OWNER.password));
      await page.goto(`${backofficeURL}/dashboard/payments`);
      await expect(page.getByTestId('payments-table')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'payments page');
      await page.getByTestId('payments-tab-receipts').click();
      await expect(page.getByTestId('payments-table')).toContainText(/FM-\d{6}/);
      await expectAccessible(page, 'payments page, receipts');
      await page.goto(`${backofficeURL}/dashboard/dead-jobs`);
      await expect(
        page.getByTestId('dead-jobs').or(page.getByTestId('dead-jobs-empty')),
      ).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'dead jobs page');
    });

    test('the dashboard, account, statistics, affiliates and feedbacks pages of staff', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInWith(context, await apiLogIn(request, OWNER.email, OWNER.password));
      await page.goto(`${backofficeURL}/dashboard`);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByTestId('dashboard-searches-today')).toBeVisible();
      await expectAccessible(page, 'dashboard');
      await page.goto(`${backofficeURL}/dashboard/account`);
      await expect(page.getByRole('button', { name: /Delete account|Poista tili/ })).toBeVisible();
      await expectAccessible(page, 'account page');
      await page.goto(`${backofficeURL}/dashboard/statistics`);
      await expect(page.getByTestId('summary-searches')).toBeVisible();
      await expect(
        page.getByRole('img', { name: /Searches per day|Hakuja päivittäin/ }),
      ).toBeVisible();
      await expect(page.locator('.fm-map-marker').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'statistics page');
      await page.goto(`${backofficeURL}/dashboard/professionals-affiliates`);
      await expect(page.getByText(/^(Affiliates|Kumppanuuksia): \d+$/)).toBeVisible();
      await expectAccessible(page, 'professionals affiliates page');
      await page.goto(`${backofficeURL}/dashboard/feedbacks`);
      await expect(page.getByTestId('feedback-item').first()).toBeVisible();
      await expectAccessible(page, 'feedbacks page');
      await page.goto(`${backofficeURL}/dashboard/ads`);
      await expect(
        page.getByTestId('campaign-item').first().or(page.getByTestId('campaigns-empty')),
      ).toBeVisible();
      await expectAccessible(page, 'ads page');
    });

    test('the users, history and professionals pages of staff, with their modals', async ({
      page,
      context,
      request,
    }) => {
      // Five checks, one on a page that loads Leaflet.
      test.setTimeout(120_000);
      await signInWith(context, await apiLogIn(request, OWNER.email, OWNER.password));
      await page.goto(`${backofficeURL}/dashboard/users?role=professional`);
      const card = page.getByTestId('user-card').first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'users page');
      await card.getByRole('button', { name: /^(Block|Estä)/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'block modal');
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: /^(Change|Vaihda)/ }).click();
      await expect(page.getByTestId('membership-option').first()).toBeVisible();
      await expectAccessible(page, 'promote modal');
      await page.keyboard.press('Escape');
      await card.getByRole('link', { name: /^(History|Käyttäjän)/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading the history|Ladataan historiaa/)).toBeHidden();
      await expectAccessible(page, 'user history');
      await page.goto(`${backofficeURL}/dashboard/professionals`);
      await expect(page.getByTestId('professional-card').first()).toBeVisible({
        timeout: 30_000,
      });
      if (viewport.width < 768) await page.getByTestId('map-toggle').click();
      await expect(page.locator('.fm-map-marker').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'professionals page');
    });

    test('the two-factor screens of staff: set-up, codes, turning off, code step, reset', async ({
      page,
      context,
      request,
      browser,
    }) => {
      // Seven checks, and a new staff member invited and registered through the API.
      test.setTimeout(150_000);
      const member = await createStaffMember(request, `a11y-2fa-${language}-${viewport.width}`);
      await signInWith(context, await apiLogIn(request, member.email, member.password));
      await page.goto(`${backofficeURL}/dashboard/account`);
      const section = page.getByTestId('two-factor');
      await section
        .getByRole('button', {
          name: /^(Set up two-factor sign-in|Ota kaksivaiheinen tunnistautuminen käyttöön)$/,
        })
        .click();
      const enrolment = section.getByTestId('two-factor-enrolment');
      await expect(enrolment.getByRole('img')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'two-factor set-up');
      // The test is the authenticator app: it reads the key shown beside the QR code.
      const secret = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
      const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
      await enrolment.getByRole('textbox').fill(totp.generate());
      await enrolment.locator('button[type=submit]').click();
      const codes = section.getByTestId('recovery-codes');
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      await expectAccessible(page, 'recovery codes');
      await codes.getByRole('button').click();
      // Passkeys come with the app's codes: their list (empty) and the way to add one.
      await expect(section.getByTestId('passkeys')).toBeVisible();
      await expectAccessible(page, 'passkeys');
      await section
        .getByRole('button', {
          name: /^(Turn off two-factor sign-in|Poista kaksivaiheinen tunnistautuminen käytöstä)$/,
        })
        .click();
      await expect(section.getByTestId('two-factor-turn-off')).toBeVisible();
      await expectAccessible(page, 'two-factor turn-off');

      // Signing in again asks for the code: a browser of its own, without the session.
      const other = await browser.newContext({ viewport });
      try {
        await other.addInitScript((lang) => localStorage.setItem('lang', lang), language);
        const login = await other.newPage();
        await login.goto(`${backofficeURL}/login`);
        await login.locator('input[type=email]').fill(member.email);
        await login.locator('input[type=password]').fill(member.password);
        await login.locator('button[type=submit]').click();
        await expect(login.getByTestId('second-factor-step')).toBeVisible({ timeout: 30_000 });
        await expectAccessible(login, 'second-factor step');

        // The owner's reset of it, on the member's card, with its confirmation dialog.
        await signInWith(other, await apiLogIn(request, OWNER.email, OWNER.password));
        await login.goto(
          `${backofficeURL}/dashboard/users?search=${encodeURIComponent(member.email)}`,
        );
        const card = login.getByTestId('user-card').first();
        await card
          .getByRole('button', { name: /^(Reset the two-factor sign-in|Nollaa käyttäjän)/ })
          .click({ timeout: 30_000 });
        await expect(login.getByRole('dialog')).toBeVisible();
        await login.mouse.move(0, 0);
        await expectAccessible(login, 'two-factor reset dialog');
      } finally {
        await other.close();
      }
    });

    test('the reported messages and reviews queues of staff, with their modals', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await seedReports(
        request,
        `a11y-${language}-${viewport.width}`,
        PROFESSIONAL_FOR.a11yReports,
      );
      await signInWith(context, await apiLogIn(request, OWNER.email, OWNER.password));
      for (const [path, action] of [
        ['reported-messages', /^(Remove|Poista)/],
        ['reported-reviews', /^(Hide|Piilota)/],
      ] as const) {
        await page.goto(`${backofficeURL}/dashboard/${path}`);
        const card = page.getByTestId('reported-item').first();
        await expect(card).toBeVisible({ timeout: 30_000 });
        await expectAccessible(page, path);
        // Checked once the dialog has faded in (axe measures contrast on the blended colours
        // of a half-transparent one) and off the button just clicked (a phone opens the
        // dialog's own button under the pointer; the hover colour is a known issue).
        await card.getByRole('button', { name: action }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.mouse.move(0, 0);
        await expectAccessible(page, `${path} reason modal`);
        await page.keyboard.press('Escape');
        await card.getByRole('button', { name: /^(Keep|Jätä)/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.mouse.move(0, 0);
        await expectAccessible(page, `${path} keep modal`);
        await page.keyboard.press('Escape');
      }
    });
  });
}
