ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_check" CHECK (("bookings"."price_minor" is null) = ("bookings"."currency" is null)
        and "bookings"."price_minor" >= 0
        and "bookings"."currency" in ('eur', 'usd', 'gbp', 'aud', 'sek', 'yen'));