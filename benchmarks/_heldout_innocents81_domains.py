"""Innocent set 81: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: PO box rental, a mail sorting centre, franking machines, parcel lockers, a dead
letter office, air cargo airway bills, mobile driving licence issuance (IACA certificates)
and a stamp catalogue (each grepped for in every earlier ``*innocents*`` file; none matched,
while philately, bonded warehouses, enrolment, kiosks, pigeons, postmarks, HS codes, EORI and
mDL did). Numbers are written as the share writes them: native digits, full-width, grouped
and spelled. ``FLAGS``: settings whose names say password, PIN, token, key, secret, OTP or
passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
po box: ⟦PO Box «d5»⟧ ⟦rental renewed to 2027-12-31⟧ — ⟦key deposit NZ$20 refunded⟧
po box: ⟦Private Bag «d4»⟧ ⟦Wellington Mail Centre⟧ — ⟦2 keys issued, key no. «d3»⟧
po box: ⟦صندوق بريد ٤٤١٢⟧ ⟦Dubai Main Post Office⟧ — ⟦renewal due ١٥/٠١/٢٠٢٧⟧
po box: ⟦Locked Bag «d4»⟧ ⟦combination lock reset requested⟧ — ⟦ticket «U3»-«d6»⟧
sorting centre: ⟦machine «U2»«d2»⟧ ⟦OCR read rate 97.4%⟧ — ⟦3,812 items rejected to video coding⟧
sorting centre: ⟦bag label «d14»⟧ ⟦dispatch «U6»«d4»⟧ — ⟦closed 19:40, 18.2 kg⟧
sorting centre: ⟦postcode 110001⟧ ⟦PIN code (India Post) 110001 routed to New Delhi GPO⟧
sorting centre: ⟦ZIP+4 lookup failed⟧ ⟦sort plan «l8» version 41⟧ — ⟦manual sort⟧
sorting centre: ⟦〒100-8994⟧ ⟦東京中央郵便局⟧ ⟦区分機 «d2» 号機⟧ ⟦処理数 ４２，１１０ 通⟧
franking machine: ⟦meter serial «U3»«d7»⟧ ⟦postage credit £412.60⟧ — ⟦last refill 2026-12-01⟧
franking machine: ⟦licence number 34.065128⟧ ⟦impression 2D DataMatrix⟧ — ⟦rate code «d4»⟧
franking machine: ⟦PIN lock enabled⟧ ⟦operator 3 of 5⟧ — ⟦PIN changed 2026-11-30 (value not shown)⟧
franking machine: ⟦Frankierlizenz «d8»⟧ ⟦Sendungsnummer 98.34.«d6».«d8»⟧
parcel locker: ⟦locker bank «U3»«d4»⟧ ⟦compartment 37 (size M)⟧ — ⟦door opened 19:12⟧
parcel locker: ⟦pickup code sent by SMS⟧ ⟦code expired after 72 h⟧ — ⟦parcel returned to depot «d4»⟧
parcel locker: ⟦快递柜 «d6»⟧ ⟦格口 «d2»⟧ — ⟦取件码已发送（不显示）⟧
parcel locker: ⟦locker «d6»⟧ ⟦temperature 4 °C⟧ — ⟦battery 88%⟧ ⟦firmware 2.14.0⟧
dead letter office: ⟦item «U2»«d9»«U2»⟧ ⟦undeliverable, no return address⟧ — ⟦opened under s. 27⟧
dead letter office: ⟦batch «d5»⟧ ⟦412 letters to Santa⟧ — ⟦answered by volunteers⟧
dead letter office: ⟦item «U2»«d9»«U2»⟧ ⟦contained a key (physical)⟧ — ⟦held 90 days⟧
airway bill: ⟦AWB 176-«d8»⟧ ⟦EK 9841 DXB→SIN⟧ — ⟦12 pcs, 418 kg⟧
airway bill: ⟦HAWB «U4»«d7»⟧ ⟦consolidated under MAWB 618-«d8»⟧
airway bill: ⟦ULD AKE«d5»EK⟧ ⟦built 19:05⟧ — ⟦screened: yes⟧
airway bill: ⟦AWB 057-«d8»⟧ ⟦status DLV⟧ — ⟦signed by RECEPTION⟧
mdl issuance: ⟦IACA root «h16»⟧ ⟦valid to 2031-06-30⟧ — ⟦public certificate, published⟧
mdl issuance: ⟦document signer cert serial «H32»⟧ ⟦issued by IACA «U2»⟧
mdl issuance: ⟦mDL «U2»«d8»⟧ ⟦provisioned to wallet⟧ — ⟦device key thumbprint «h40»⟧
mdl issuance: ⟦ISO 18013-5 session⟧ ⟦reader auth cert «h16»⟧ — ⟦data elements: age_over_18⟧
mdl issuance: ⟦MSO digest algorithm SHA-256⟧ ⟦valueDigests count 14⟧
stamp catalogue: ⟦SG «d4»⟧ ⟦1d red-brown⟧ — ⟦mint hinged, £«d3»⟧
stamp catalogue: ⟦Scott «d4»a⟧ ⟦perf 14 × 13½⟧ — ⟦watermark inverted⟧
stamp catalogue: ⟦Michel «d4» I⟧ ⟦Plattenfehler⟧ — ⟦Katalogwert 45 €⟧
stamp catalogue: ⟦Yvert «d4»⟧ ⟦oblitération ronde⟧ — ⟦cote 12 €⟧
stamp catalogue: ⟦JSCA «U1»«d3»⟧ ⟦切手 ８４円⟧ — ⟦シート «d2» 枚⟧
postal code: ⟦Postcode ৭০০০০১⟧ ⟦Kolkata GPO⟧ — ⟦৩ parcels held⟧
postal code: ⟦รหัสไปรษณีย์ ๑๐๕๐๑⟧ ⟦ไปรษณีย์กลาง⟧ — ⟦พัสดุ ๒ ชิ้น⟧
postal code: ⟦کد پستی ۱۱۳۶۹۵۶۱۱۱⟧ ⟦ده رقمی⟧ — ⟦ارسال شد⟧
postal code: ⟦पिन कोड ४११००१⟧ ⟦पुणे जीपीओ⟧ — ⟦२ पार्सल⟧
customs broker: ⟦entry «d3»-«d7»-«d1»⟧ ⟦released 2026-12-07⟧ — ⟦duty $1,412.08⟧
customs broker: ⟦declaration MRN 26GB«U14»⟧ ⟦status cleared⟧
customs broker: ⟦Bill of Entry «d7»⟧ ⟦port INNSA1⟧ — ⟦assessable value ₹4,12,600⟧
customs broker: ⟦commodity 8471.30.0100⟧ ⟦duty free⟧ — ⟦origin CN⟧
courier route: ⟦route «U2»-«d3»⟧ ⟦68 stops, 212 km⟧ — ⟦driver «l6»⟧
courier route: ⟦tracking «U2»«d9»«U2»⟧ ⟦out for delivery⟧ — ⟦ETA 14:00–16:00⟧
courier route: ⟦waybill «d12»⟧ ⟦COD ₹1,299⟧ — ⟦OTP delivery enabled (OTP not shown)⟧
courier route: ⟦consignment «U3»«d9»⟧ ⟦3 of 3 scanned⟧ — ⟦depot MEL⟧
e-ID kiosk: ⟦kiosk «U3»-«d3»⟧ ⟦biometric capture ok⟧ — ⟦application «d12»⟧
e-ID kiosk: ⟦queue ticket A-042⟧ ⟦wait 12 min⟧ — ⟦counter 7⟧
e-ID kiosk: ⟦Emirates ID application «d3»-«d4»-«d7»-«d1»⟧ ⟦status: card printed⟧
e-ID kiosk: ⟦photo «h12».jpg⟧ ⟦ICAO check passed⟧ — ⟦token_free=true⟧
"""

FLAGS = r"""
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_RETRY_LIMIT=3⟧ ⟦PIN_LOCKOUT_MINUTES=30⟧
flags: ⟦otp_digits: 6⟧ ⟦otp_ttl_seconds: 300⟧ ⟦otp_channel: sms⟧
flags: ⟦password_expiry_days = 90⟧ ⟦password_history = 5⟧
flags: ⟦BW_SESSION is not set⟧ ⟦run `bw unlock` first⟧
flags: ⟦OP_SERVICE_ACCOUNT_TOKEN: (unset)⟧ ⟦OP_CONNECT_HOST: http://op-connect:8080⟧
flags: ⟦vault_token_ttl: 768h⟧ ⟦vault_token_renewable: true⟧
flags: ⟦sops.age.recipients: age1q9v7w3xk2m8n5c4l0p6r1t7y9u3i5o2a4s6d8f0g1h3j5k7l9z8x7c6⟧ (public recipient)
flags: ⟦DOPPLER_PROJECT=shipping⟧ ⟦DOPPLER_CONFIG=prd⟧ ⟦DOPPLER_TOKEN set: yes⟧
flags: ⟦INFISICAL_API_URL=https://app.infisical.com/api⟧ ⟦INFISICAL_TOKEN present: false⟧
flags: ⟦keepassxc: database key file: none⟧ ⟦yubikey slot: 2⟧
flags: ⟦client_secret_expires_at: 0⟧ ⟦token_endpoint_auth_method: private_key_jwt⟧
flags: ⟦require_pushed_authorization_requests: true⟧ ⟦dpop_bound_access_tokens: true⟧
flags: ⟦api_key_header: X-Interparcel-Auth⟧ ⟦api_key_rotation_days: 180⟧
flags: ⟦secret_rotation: enabled⟧ ⟦last_rotated: 2026-11-30⟧ ⟦next: 2027-02-28⟧
flags: ⟦passphrase_min_words: 4⟧ ⟦passphrase_wordlist: eff_large⟧
flags: ⟦recovery_codes_remaining: 7 of 10⟧ ⟦regenerate: false⟧
flags: ⟦mfa_required: true⟧ ⟦mfa_methods: totp, webauthn⟧
flags: ⟦licence_key_configured: yes⟧ ⟦login_id: BOM04512⟧
flags: ⟦ws_password_set: true⟧ ⟦ws_user: ACME_GONDERICI⟧
flags: ⟦session_cookie_secure: true⟧ ⟦session_cookie_samesite: Lax⟧
flags: ⟦token_count: 4,812⟧ ⟦max_tokens: 8,192⟧
flags: ⟦key not found: user_42⟧ in ⟦cache shard 3⟧
flags: ⟦secret_name: couriers/envia⟧ ⟦secret_version: 4⟧ (value not returned)
flags: ⟦password.txt⟧ ⟦size 0 bytes⟧ ⟦mode 0600⟧
flags: ⟦tokens.json⟧ ⟦12 entries⟧ ⟦all revoked⟧
flags: ⟦private_key_path: /etc/acme/realme/sp.key⟧ ⟦private_key_loaded: true⟧
flags: ⟦PIN pad layout: scrambled⟧ ⟦keypad firmware 1.2.9⟧
flags: ⟦api_key_prefix: prod_⟧ ⟦api_key_last4: 9f2c⟧
flags: ⟦hmac_algorithm: HS256⟧ ⟦signature_header: X-Signature⟧
flags: ⟦password_reset_link_ttl: 15m⟧ ⟦reset_requests_today: 3⟧
"""

PARSE = r"""
parse: ⟦invalid postcode '1136956111'⟧ ⟦expected 10 digits without dash⟧
parse: ⟦could not parse '٤٤١٢' as int⟧ ⟦hint: normalize Arabic-Indic digits⟧
parse: ⟦ValueError: invalid literal for int() with base 10: '৭০০০০১'⟧ (Bengali digits)
parse: ⟦unknown HS code '8471.30.01'⟧ ⟦expected 6, 8 or 10 digits⟧
parse: ⟦AWB check digit mismatch: 176-12345675⟧
parse: ⟦invalid tracking number 'RR123456785CH'⟧ ⟦S10 check digit should be 4⟧
parse: ⟦yaml: line 7: did not find expected key⟧ in ⟦couriers.yaml⟧
parse: ⟦toml: invalid escape in 'C:\keys\ups'⟧ ⟦line 3⟧
parse: ⟦JSON: trailing comma at line 12 column 5⟧
parse: ⟦cannot convert '４２，１１０' to number⟧ ⟦full-width digits and comma⟧
parse: ⟦invalid Roman numeral 'IIII'⟧ ⟦strict mode⟧
parse: ⟦unknown spelling alphabet word 'Niner'⟧ ⟦did you mean 'Nine'?⟧
parse: ⟦date '١٥/٠١/٢٠٢٧' does not match '%d/%m/%Y'⟧
parse: ⟦invalid IBAN 'AE07 0331 2345 6789 0123 456'⟧ ⟦check digits⟧
parse: ⟦phone '+971 50 412 8833' has spaces⟧ ⟦NO SPACES, DIGITS and '+' ONLY⟧
parse: ⟦pincode '110 001' invalid⟧ ⟦6 digits expected⟧
parse: ⟦unexpected character '〒' at position 0⟧
parse: ⟦XML: unclosed tag <LicenceKey> at line 3⟧
parse: ⟦SOAP fault: Invalid Pincode 400099⟧
parse: ⟦CSV row 14: expected 4 fields, saw 5⟧ in ⟦pos_accounts.csv⟧
parse: ⟦invalid duration '72 jam'⟧ ⟦use 72h⟧
parse: ⟦cron: unknown weekday 'السبت'⟧
parse: ⟦bad UTF-8 at byte 41⟧ in ⟦manifest_4412.txt⟧
parse: ⟦invalid MRN '26GB12'⟧ ⟦MRN is 18 characters⟧
parse: ⟦Decimal: cannot parse '1.299,00'⟧ ⟦locale de-DE⟧
"""
