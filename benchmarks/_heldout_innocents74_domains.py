"""Innocent set 74: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: Kanchipuram silk weaving, Ratnapura gem mining, Maldivian pole-and-line tuna
fishing, Patan Patola weaving, Phulkari embroidery, Odisha Pattachitra painting, the Margazhi
Carnatic music season, Mysuru Dasara, Assam's Bihu and muga silk, Kandy's Esala Perahera,
Thrissur Pooram, palm jaggery making and Kolhapuri chappals (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while Kathakali, snake
boats, tea auctions, trekking permits, Ajrak, Wari, Theyyam, coir, cardamom, Darjeeling,
kolam, houseboats, saffron and handloom did). ``FLAGS``: settings whose names say password,
token, key, secret, PIN, passcode or passphrase and whose values are not secrets. ``PARSE``:
parse errors quoting ordinary values, from set 74's tools (ICS, MIME, IMAP, JMAP, Graph) and
vendors.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
kanchipuram silk: ⟦loom «d5»⟧ ⟦korvai border, 9 yards⟧ — ⟦zari 240 g⟧
kanchipuram silk: ⟦saree «U3»-«d6»⟧ ⟦mayil chakram motif⟧ — ⟦weaver society «d4»⟧
kanchipuram silk: ⟦silk mark label «U2»«d8»⟧ ⟦pure mulberry⟧ — ⟦dispatched 2026-12-04⟧
kanchipuram silk: ⟦jacquard card set «l8»⟧ ⟦1,240 cards⟧ — ⟦pallu design 3 of 5⟧
ratnapura gems: ⟦illam pit «d4»⟧ ⟦depth 11 m⟧ — ⟦gravel washed 3.2 t⟧
ratnapura gems: ⟦parcel «U2»«d6»⟧ ⟦blue sapphire, 4.18 ct⟧ — ⟦unheated per lab report «d7»⟧
ratnapura gems: ⟦licence NGJA/«d5»⟧ ⟦renewed 2026-11-30⟧ — ⟦3 pits active⟧
ratnapura gems: ⟦auction lot «d4»⟧ ⟦padparadscha 1.02 ct⟧ — ⟦reserve LKR 1,850,000⟧
maldives tuna: ⟦dhoni «U2»-«d4»⟧ ⟦pole-and-line, 14 crew⟧ — ⟦skipjack 2.6 t⟧
maldives tuna: ⟦landing slip «d8»⟧ ⟦yellowfin 41 fish⟧ — ⟦Felivaru plant⟧
maldives tuna: ⟦bait log «l7»⟧ ⟦live bait 18 buckets⟧ — ⟦atoll Raa⟧
maldives tuna: ⟦MSC certificate «U3»-F-«d4»⟧ ⟦chain of custody⟧ — ⟦valid to 2028-03⟧
patola weaving: ⟦double ikat «d4»⟧ ⟦narikunj pattern⟧ — ⟦tie-dye 4 months⟧
patola weaving: ⟦order «U2»«d5»⟧ ⟦Patan, 6 yards⟧ — ⟦warp 3,240 threads⟧
patola weaving: ⟦dye batch «l6»⟧ ⟦madder red, indigo⟧ — ⟦fastness grade 4⟧
phulkari: ⟦bagh «d5»⟧ ⟦golden pat silk floss⟧ — ⟦khaddar base 2.5 m⟧
phulkari: ⟦stitch count «d6»⟧ ⟦darning stitch, reverse side⟧ — ⟦artisan group «d3»⟧
phulkari: ⟦GI tag «U2»-«d4»⟧ ⟦Punjab, Haryana, Rajasthan⟧ — ⟦export lot «d4»⟧
pattachitra: ⟦scroll «d4»⟧ ⟦Raghurajpur, tamarind-seed gum⟧ — ⟦24 × 36 in⟧
pattachitra: ⟦commission «l8»⟧ ⟦Jagannath triad⟧ — ⟦conch-shell white base⟧
pattachitra: ⟦palm leaf set «d3»⟧ ⟦14 leaves, iron stylus⟧ — ⟦delivered⟧
margazhi season: ⟦concert «d5»⟧ ⟦Kalyani ragam, Adi talam⟧ — ⟦sabha hall B, 16:15⟧
margazhi season: ⟦ticket «U3»«d6»⟧ ⟦row K seat 22⟧ — ⟦2026-12-19⟧
margazhi season: ⟦lec-dem «l6»⟧ ⟦ragam-tanam-pallavi⟧ — ⟦90 min⟧
margazhi season: ⟦canteen token «d4»⟧ ⟦2 dosa, 1 filter coffee⟧ — ⟦counter 3⟧
mysuru dasara: ⟦procession float «d3»⟧ ⟦Jamboo Savari route 5.1 km⟧ — ⟦slot 14:40⟧
mysuru dasara: ⟦elephant «U2»-«d2»⟧ ⟦howdah 750 kg⟧ — ⟦rehearsal 3 of 5⟧
mysuru dasara: ⟦palace lighting circuit «d4»⟧ ⟦97,000 bulbs⟧ — ⟦19:00 to 22:00⟧
bihu: ⟦husori troupe «d4»⟧ ⟦dhol, pepa, gogona⟧ — ⟦Rongali Bihu day 2⟧
bihu: ⟦mekhela chador «U2»«d5»⟧ ⟦muga silk, 320 g⟧ — ⟦Sualkuchi loom «d3»⟧
bihu: ⟦muga cocoon lot «d6»⟧ ⟦Jethua crop⟧ — ⟦reeled 1.4 kg⟧
esala perahera: ⟦randoli «d2»⟧ ⟦Kandy, night 7 of 10⟧ — ⟦route 4.2 km⟧
esala perahera: ⟦drummer unit «l6»⟧ ⟦geta bera 22⟧ — ⟦fire dancers 40⟧
esala perahera: ⟦tusker «U3»-«d3»⟧ ⟦casket bearer⟧ — ⟦mahout shift 2⟧
thrissur pooram: ⟦kudamattam set «d3»⟧ ⟦Thiruvambady vs Paramekkavu⟧ — ⟦15 parasols each⟧
thrissur pooram: ⟦fireworks licence «U2»/«d5»⟧ ⟦vedikettu 03:00⟧ — ⟦safety zone 100 m⟧
thrissur pooram: ⟦elathalam ensemble «d3»⟧ ⟦210 cymbals⟧ — ⟦ilanjithara melam⟧
palm jaggery: ⟦tapper «d5»⟧ ⟦34 palmyra trees⟧ — ⟦neera 62 L⟧
palm jaggery: ⟦boiling pan «l5»⟧ ⟦Brix 78⟧ — ⟦moulds 420⟧
palm jaggery: ⟦batch «U2»«d6»⟧ ⟦karupatti, 25 kg sacks⟧ — ⟦FSSAI «d14»⟧
kolhapuri chappal: ⟦pair «d6»⟧ ⟦kapshi, size 9⟧ — ⟦vegetable-tanned⟧
kolhapuri chappal: ⟦GI lot «U3»-«d5»⟧ ⟦hand-plaited straps⟧ — ⟦cluster Kolhapur⟧
kolhapuri chappal: ⟦tannery «d4»⟧ ⟦buffalo hide 40 sides⟧ — ⟦dried 6 days⟧
kanchipuram silk: ⟦weaver ID «d10»⟧ ⟦handloom mark «U2»«d7»⟧ — ⟦wage ₹4,800⟧
ratnapura gems: ⟦cutting job «l9»⟧ ⟦oval, 8.1 × 6.3 mm⟧ — ⟦yield 38%⟧
maldives tuna: ⟦fuel chit «d6»⟧ ⟦diesel 410 L⟧ — ⟦Malé harbour⟧
margazhi season: ⟦recording «uuid»⟧ ⟦Thodi alapana, 38 min⟧ — ⟦archived⟧
esala perahera: ⟦permit «U2»«d6»⟧ ⟦Dalada Veediya stand⟧ — ⟦seats 120⟧
bihu: ⟦mukoli bihu stage «d2»⟧ ⟦Guwahati, 18:00⟧ — ⟦teams 9⟧
thrissur pooram: ⟦bus «U2»-«d2»-«U2»-«d4»⟧ ⟦extra service 04:30⟧ — ⟦Swaraj Round⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=12⟧ ⟦PASSWORD_HISTORY=5⟧
flags: ⟦imap.app_password_required: true⟧ ⟦imap.port: 993⟧
flags: ⟦meeting.passcode_enabled=false⟧ ⟦meeting.waiting_room=true⟧
flags: ⟦ics.include_dialin_pin: no⟧ ⟦ics.tzid: Asia/Kolkata⟧
flags: ⟦JMAP_TOKEN_TTL=3600⟧ ⟦JMAP_MAX_OBJECTS_IN_GET=500⟧
flags: ⟦graph.token_cache_path=/var/lib/agent/msal_cache.bin⟧ (a path, not a token)
flags: ⟦secret_rotation_days: 90⟧ ⟦secret_store: vault⟧
flags: ⟦ZAPSIGN_USE_JWT=1⟧ ⟦ZAPSIGN_SANDBOX=1⟧
flags: ⟦clicksign.access_token_header: Authorization⟧ ⟦api_version: v3⟧
flags: ⟦docmosis.access_key_env: DOCMOSIS_ACCESS_KEY⟧ (name of the variable)
flags: ⟦carbone_key_kind=test⟧ ⟦watermark=true⟧
flags: ⟦BMX_TOKEN_HEADER=Bmx-Token⟧ ⟦series=SF43718⟧
flags: ⟦kadaster.api_key_header=X-Api-Key⟧ ⟦crs=epsg:28992⟧
flags: ⟦pin_length: 6⟧ ⟦pin_attempts_before_lock: 3⟧
flags: ⟦otp_digits=6⟧ ⟦otp_validity_seconds=300⟧
flags: ⟦recovery_codes_remaining: 8⟧ ⟦recovery_codes_generated: 2026-11-02⟧
flags: ⟦passphrase_words_min=4⟧ ⟦passphrase_wordlist=eff_large⟧
flags: ⟦webhook_secret_set: yes⟧ ⟦webhook_url: https://hooks.acme-law.in/esign⟧
flags: ⟦client_secret_expires: 2027-06-30⟧ ⟦client_id: 4f1c0a9e-7b2d-4e3a-9c8f-1a2b3c4d5e6f⟧
flags: ⟦keybox.shackle_code_required: false⟧ ⟦keybox.model: Supra iBox BT⟧
flags: ⟦token_count: 18,402⟧ ⟦max_tokens: 32,768⟧
flags: ⟦password_reset_link_ttl: 15m⟧ ⟦password_reset_rate: 3/h⟧
flags: ⟦mail.auth_mechanism=XOAUTH2⟧ ⟦mail.password_auth=disabled⟧
flags: ⟦PRICELABS_API_KEY is set (length 40)⟧ ⟦sync=hourly⟧
flags: ⟦signing_key_id: key_2026_11⟧ ⟦signing_alg: ES256⟧
flags: ⟦hydroxide.bridge_password_file=~/.config/hydroxide/auth.json⟧
flags: ⟦vdirsyncer: password.fetch = ["command", "pass", "caldav/acme"]⟧
flags: ⟦aerc: source-cred-cmd = pass show mail/acme⟧
flags: ⟦secret_scanning=enabled⟧ ⟦push_protection=enabled⟧
flags: ⟦DIALIN_PIN_POLICY=per-meeting⟧ ⟦DIALIN_COUNTRY=IN⟧
"""

PARSE = r"""
parse: ⟦icalendar: Wrong datetime format: 20261309T150000Z⟧
parse: ⟦RRULE: invalid BYDAY value 'MOTU'⟧
parse: ⟦TZID 'India Standard Time' not in tz database; mapped to Asia/Kolkata⟧
parse: ⟦email.errors.HeaderParseError: expected ':' at end of group display name⟧
parse: ⟦MIME boundary '000000000000a1b2c3d4e5f6' not found before end of message⟧
parse: ⟦IMAP: unexpected response 'BAD Command Argument Error. 11'⟧ for ⟦UID FETCH 48812⟧
parse: ⟦JMAP invalidArguments: 'ids' must be an array of Id⟧
parse: ⟦Graph: Invalid filter clause 'receivedDateTime ge 2026-13-01'⟧
parse: ⟦could not convert '₹4,800' to Decimal⟧ (locale en-IN)
parse: ⟦invalid PIN code '600 01'; expected 6 digits⟧ (Indian postal code)
parse: ⟦invalid postcode '2631 CR '⟧ ⟦BAG expects 2631CR⟧
parse: ⟦unknown series id 'SF4371'⟧ ⟦did you mean SF43718?⟧
parse: ⟦CPF 123.456.789-0 has 10 digits⟧ ⟦expected 11⟧
parse: ⟦unexpected token 'karupatti' at line 3, column 7⟧
parse: ⟦yaml: line 9: found character that cannot start any token⟧
parse: ⟦JSONDecodeError: Expecting value: line 1 column 1 (char 0)⟧ from ⟦/api/v1/docs/⟧
parse: ⟦date '31/11/2026' is not a valid day⟧
parse: ⟦Devanagari digits '२०२६-१२-०७' not accepted; use ASCII⟧
parse: ⟦invalid TZ offset '+05:45 NPT'⟧ ⟦use +05:45⟧
parse: ⟦ATTENDEE missing mailto: in 'CN=Sunita Rao'⟧
parse: ⟦invalid duration 'PT90'⟧ ⟦expected PT90M⟧
parse: ⟦XML: mismatched tag 'apiCode' at line 4⟧
parse: ⟦CSV row 211: expected 4 fields, saw 5⟧
parse: ⟦invalid GSTIN '33ABCDE1234F1Z'⟧ ⟦expected 15 characters⟧
parse: ⟦RFC 2047 encoded word too long: 91 characters⟧
"""
