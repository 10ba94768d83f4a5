"""Innocent set 70: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: a Songkran water festival, boat noodle stalls, kopitiam coffee shops, a
basketball league, spin classes, food trucks, a ski resort's rental desk, a stadium gate,
homestays, cooking classes and trail runs (each grepped for in every earlier
``*innocents*`` file; none matched, while muay thai, sepak takraw, night markets, durian,
batik, gamelan, dragon boats, jeepneys, hawkers, badminton, karaoke, esports, cinemas,
hostels and bakeries did). ``FLAGS``: settings whose names say password, token, key,
secret, PIN or passphrase and whose values are not. ``PARSE``: parse errors quoting
ordinary values of set 70's tools and vendors.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
songkran festival: ⟦zone «U1»-«d2»⟧ ⟦water refill station «d3»⟧ — ⟦crowd 12,400 at 15:00⟧
songkran festival: ⟦wristband «d8»⟧ ⟦Silom Road gate 4⟧ — ⟦scanned 13 Apr 2026 14:02⟧
songkran festival: ⟦lost-and-found tag «U2»«d5»⟧ ⟦waterproof phone pouch, blue⟧
boat noodle stall: ⟦order «d4»⟧ ⟦2 bowls nam tok, pork⟧ — ⟦table 7⟧ ⟦฿30 each⟧
boat noodle stall: ⟦supplier invoice «U3»-«d6»⟧ ⟦rice noodles 40 kg⟧ — ⟦due 2026-12-15⟧
boat noodle stall: ⟦POS terminal «l8»⟧ ⟦shift 2 closed⟧ — ⟦412 bowls⟧
kopitiam: ⟦receipt «d7»⟧ ⟦kopi-o kosong x2, kaya toast x1⟧ — ⟦S$5.60⟧
kopitiam: ⟦stall licence «U2»«d6»«U1»⟧ ⟦renewal due 2027-03-31⟧
kopitiam: ⟦table QR «l10»⟧ ⟦table 14, outdoor⟧ — ⟦scanned 9 times today⟧
basketball league: ⟦game «d6»⟧ ⟦Manila Tamaraws 88 – 84 Cebu Sharks⟧ — ⟦OT 1⟧
basketball league: ⟦player licence «U3»-«d5»⟧ ⟦#23, guard⟧ — ⟦cleared to play⟧
basketball league: ⟦referee assignment «d5»⟧ ⟦crew chief R. Dizon⟧ — ⟦court 2⟧
basketball league: ⟦ticket order «U2»«d8»⟧ ⟦lower box B, row 6, seats 11-14⟧
spin class: ⟦booking «l8»⟧ ⟦bike 17, 07:00 Rhythm Ride⟧ — ⟦waitlist position 0⟧
spin class: ⟦instructor id «d5»⟧ ⟦45 min, 128 bpm playlist⟧ — ⟦room Cycle 2⟧
spin class: ⟦bike serial «U4»«d6»⟧ ⟦resistance sensor recalibrated⟧ — ⟦2026-12-01⟧
spin class: ⟦class pack «d4»⟧ ⟦10 rides, 3 left⟧ — ⟦expires 2027-01-31⟧
food truck: ⟦permit «U2»-«d5»⟧ ⟦Taft Avenue slot 3⟧ — ⟦valid Fri–Sun⟧
food truck: ⟦order «d3»⟧ ⟦2 sisig rice, 1 calamansi juice⟧ — ⟦ready in 6 min⟧
food truck: ⟦generator log «l6»⟧ ⟦runtime 7.5 h⟧ — ⟦fuel 11 L⟧
food truck: ⟦route plan «d5»⟧ ⟦BGC → Makati → Ortigas⟧ — ⟦3 stops⟧
ski resort: ⟦rental contract «U3»«d6»⟧ ⟦skis 162 cm, boots 27.5⟧ — ⟦DIN 6.5⟧
ski resort: ⟦lift pass «d12»⟧ ⟦3-day adult⟧ — ⟦first scan Gondola A 08:31⟧
ski resort: ⟦locker «d3»⟧ ⟦PIN set at kiosk⟧ — ⟦returned 16:40⟧
ski resort: ⟦lesson group «l6»⟧ ⟦beginner, 6 pupils⟧ — ⟦meeting point Magic Carpet⟧
stadium gate: ⟦turnstile «U1»«d2»⟧ ⟦entries 3,118⟧ — ⟦rejects 12⟧
stadium gate: ⟦ticket barcode «d16»⟧ ⟦section 214, row K, seat 9⟧ — ⟦admitted 18:47⟧
stadium gate: ⟦steward shift «d4»⟧ ⟦Gate C north⟧ — ⟦17:00–23:00⟧
stadium gate: ⟦season card «U2»«d7»⟧ ⟦status active⟧ — ⟦guest pass used 1 of 2⟧
homestay: ⟦booking «U3»«d7»⟧ ⟦2 nights, Sapa, room Lúa⟧ — ⟦check-in 14:00⟧
homestay: ⟦host id «d6»⟧ ⟦Ubud, 3 rooms⟧ — ⟦rating 4.92⟧
homestay: ⟦guest registration «l10»⟧ ⟦passport seen, 2 adults⟧ — ⟦reported to police 2026-12-06⟧
homestay: ⟦Wi-Fi network HomeBayu_5G⟧ ⟦password on the fridge card⟧ (no password given)
cooking class: ⟦class «d5»⟧ ⟦green curry, mango sticky rice⟧ — ⟦8 seats, 6 booked⟧
cooking class: ⟦market tour «l6»⟧ ⟦Warorot market 08:30⟧ — ⟦guide Nok⟧
cooking class: ⟦voucher «U4»-«U4»⟧ ⟦gift, 1 seat⟧ — ⟦redeem by 2027-06-30⟧
cooking class: ⟦recipe card «d3»⟧ ⟦tom kha gai, serves 4⟧ — ⟦prep 25 min⟧
trail run: ⟦bib «d4»⟧ ⟦50 km, wave B⟧ — ⟦chip «U2»«d6»⟧
trail run: ⟦checkpoint CP«d1»⟧ ⟦cut-off 14:30⟧ — ⟦passed 12:58⟧
trail run: ⟦GPX «l12».gpx⟧ ⟦D+ 2,840 m⟧ — ⟦Doi Inthanon loop⟧
trail run: ⟦mandatory kit check «d5»⟧ ⟦headlamp, 1 L water, foil blanket⟧ — ⟦passed⟧
trail run: ⟦results «d6»⟧ ⟦finisher 214 of 388⟧ — ⟦7:42:19⟧
kopitiam: ⟦supplier «U3»⟧ ⟦condensed milk 48 cans⟧ — ⟦delivery «d8»⟧
songkran festival: ⟦stage slot «d2»⟧ ⟦luk thung band, 19:30–20:15⟧
basketball league: ⟦box score «uuid»⟧ ⟦rebounds 44–39⟧ ⟦turnovers 12⟧
spin class: ⟦heart-rate strap pairing «h8»⟧ ⟦ANT+ device 40211⟧ — ⟦connected⟧
ski resort: ⟦avalanche bulletin «d5»⟧ ⟦danger level 2 moderate⟧ — ⟦issued 07:00⟧
food truck: ⟦card reader «U2»«d8»⟧ ⟦battery 64%⟧ — ⟦last sync 13:02⟧
homestay: ⟦breakfast order «d3»⟧ ⟦bánh mì, cà phê sữa đá⟧ — ⟦07:30⟧
cooking class: ⟦allergy note «d4»⟧ ⟦no peanuts, no shellfish⟧ — ⟦chef informed⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=12⟧ ⟦PASSWORD_HISTORY=5⟧
flags: ⟦pos.pin_required_for_void: true⟧ ⟦pos.pin_length: 4⟧
flags: ⟦TOKEN_REFRESH_LEEWAY_SECONDS=60⟧ ⟦TOKEN_AUDIENCE=kiosk-api⟧
flags: ⟦api_key_location: header⟧ ⟦api_key_name: X-Api-Key⟧
flags: ⟦club_secret_required: true⟧ (Virtuagym setting name only)
flags: ⟦FLIPDISH_APP_ID=fd8123⟧ ⟦FLIPDISH_SECRET_KEY=⟧ (unset)
flags: ⟦webhook_secret_rotation_days: 90⟧ ⟦webhook_signature_header: X-Signature⟧
flags: ⟦otp_length: 6⟧ ⟦otp_ttl_seconds: 300⟧ ⟦otp_channel: sms⟧
flags: ⟦MLFLOW_TRACKING_USERNAME=coach-bot⟧ ⟦MLFLOW_TRACKING_PASSWORD is set⟧ (value not shown)
flags: ⟦WANDB_MODE=offline⟧ ⟦WANDB_API_KEY not set⟧
flags: ⟦jupyter: c.ServerApp.token = ''⟧ ⟦c.ServerApp.password_required = True⟧
flags: ⟦duckdb: SET s3_region='ap-southeast-1'⟧ ⟦SET s3_use_ssl=true⟧
flags: ⟦spark.authenticate=true⟧ ⟦spark.authenticate.secret.file=/etc/spark/secret⟧ (path only)
flags: ⟦dask: distributed.comm.require-encryption: True⟧ ⟦tls.ca-file: /etc/dask/ca.pem⟧
flags: ⟦door_code_length: 6⟧ ⟦door_code_rotates: at checkout⟧
flags: ⟦locker_pin_digits: 4⟧ ⟦locker_pin_reset: front desk⟧
flags: ⟦ticket_secret_rotation: enabled⟧ ⟦barcode_type: rotating QR⟧
flags: ⟦key_card_encoder: ONITY HT24⟧ ⟦key_cards_per_room: 2⟧
flags: ⟦passphrase_hint_enabled: false⟧ ⟦passphrase_min_words: 4⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦recovery_codes_generated: 2026-11-02⟧
flags: ⟦token_count: 1,842⟧ ⟦max_tokens: 4,096⟧ (LLM usage, not credentials)
flags: ⟦key not found: user_42⟧ (dict lookup in a member cache)
flags: ⟦secret_santa_budget: ฿500⟧ ⟦secret_santa_draw: 2026-12-10⟧
flags: ⟦password_reset_email_template: reset_v3.html⟧ ⟦password_reset_link_ttl: 30m⟧
flags: ⟦AUTH_MODE=oauth2⟧ ⟦OAUTH_CLIENT_ID=rowlog-web⟧ (public client id)
flags: ⟦pin_attempts: 2 of 3⟧ ⟦card locked after 3⟧
flags: ⟦STRAVA_LIKE_SYNC_TOKEN_EXPIRES_AT=1796630400⟧ (an expiry time)
flags: ⟦hotel.wifi.password_policy: printed on key card⟧ ⟦hotel.wifi.ssid: LotusBay_Guest⟧
flags: ⟦api_secret_last4: ••••⟧ ⟦api_secret_created: 2026-09-14⟧
flags: ⟦MASK_TOKENS_IN_LOGS=true⟧ ⟦LOG_LEVEL=debug⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'ยี่สิบ'⟧ (Thai word for twenty)
parse: ⟦could not convert string to float: '1.234,50'⟧ (Vietnamese decimal comma)
parse: ⟦time data '25/12/2569' does not match format '%d/%m/%Y'⟧ (Buddhist-era year)
parse: ⟦ValueError: unconverted data remains: ' ICT'⟧
parse: ⟦polars.exceptions.ComputeError: could not parse `N/A` as dtype `i64` at column 'covers'⟧
parse: ⟦pandas: Unable to parse string "ฟรี" at position 3⟧
parse: ⟦duckdb: Conversion Error: Could not convert string 'sold out' to INT32⟧
parse: ⟦json.decoder.JSONDecodeError: Expecting ',' delimiter: line 1 column 88 (char 87)⟧
parse: ⟦unknown currency 'RM'⟧ ⟦expected ISO 4217 code MYR⟧
parse: ⟦invalid seat 'K-09A'⟧ ⟦expected row letter and number, e.g. K-9⟧
parse: ⟦invalid bib '0421-B'⟧ (bibs are digits only)
parse: ⟦unknown table 'patio 3'⟧ ⟦floor plan v7 has tables 1–24⟧
parse: ⟦invalid room number 'PH-2'⟧ ⟦building has floors 1–18⟧
parse: ⟦mlflow: Invalid value "0.1.2" for parameter 'learning_rate'⟧
parse: ⟦wandb: invalid run id 'q9x2 m1ab' (contains space)⟧
parse: ⟦spark: AnalysisException: Column 'tokens' does not exist. Did you mean 'token_count'?⟧
parse: ⟦dask: ValueError: Mismatched dtypes found in `pd.read_csv`: 'gate' int64 vs object⟧
parse: ⟦Cell In[8], line 1: SyntaxError: invalid character '–' (U+2013)⟧
parse: ⟦could not parse duration '45 นาที'⟧ ⟦expected minutes as integer⟧
parse: ⟦invalid heart-rate sample 'ERR'⟧ at ⟦offset 3,812 s⟧
parse: ⟦menu item 'Phở bò' has no price⟧ ⟦category Noodles⟧
parse: ⟦unknown sport code 'SEPAK'⟧ ⟦valid: BSK, VB, FB⟧
parse: ⟦ticket class 'VIP+' not in price list⟧ ⟦event «d6»⟧
parse: ⟦invalid PIN format: expected 4 digits, got 5⟧ (no PIN shown)
parse: ⟦token '}' unexpected at line 12 of menu.json⟧ (a JSON parser token)
"""
