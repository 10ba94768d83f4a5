"""Innocent set 68: ids from domains no earlier innocent set drew on, flags and settings named
like credentials, and parse errors quoting ordinary values.

``DOMAINS``: Durga Puja pandals, Rath Yatra, garba nights, Punjab wheat procurement, Sindhi ajrak
block printing, Bengal jamdani weaving and hilsa landings, the Kumbh Mela, gurdwara langar,
Alphonso mango grading, Japanese ekiben and Shinkansen seat maps, ryokan bookings, Korean
kimjang, hanok stays and KTX tickets, and China's 12306 rail tickets (each grepped for in every
earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while Darjeeling,
tea auctions, tea gardens, trekking permits, dive trips, saris, rickshaws, cricket, kabaddi and
onsen did). ``FLAGS``: settings of set 68's vendors and workflow tools whose names say password,
token, key, secret, PIN or passphrase and whose values are not. ``PARSE``: parse errors quoting
ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
durga puja: ⟦pandal «U3»-«d4»⟧ ⟦theme terracotta, 38 ft⟧ — ⟦ward 64, Kolkata⟧
durga puja: ⟦idol «d6»⟧ ⟦immersion slot 18:40⟧ — ⟦ghat «d2»⟧
durga puja: ⟦bhog token «d5»⟧ ⟦khichuri 1,200 plates⟧ — ⟦Navami⟧
rath yatra: ⟦chariot Nandighosa⟧ ⟦16 wheels⟧ — ⟦rope team «l6»⟧
rath yatra: ⟦crowd sector «U1»«d2»⟧ ⟦density 4.2 per m²⟧ — ⟦Puri, 14:10⟧
garba night: ⟦pass «d8»⟧ ⟦Navratri day 5⟧ — ⟦gate «U1»⟧, ⟦Ahmedabad⟧
garba night: ⟦group «l7»⟧ ⟦dandiya, 24 dancers⟧ — ⟦score 91.5⟧
wheat procurement: ⟦gate pass «d12»⟧ ⟦42.5 q, moisture 11%⟧ — ⟦mandi Khanna⟧
wheat procurement: ⟦J-form «U2»«d8»⟧ ⟦MSP ₹2,425/q⟧ — ⟦paid 2026-12-04⟧
wheat procurement: ⟦arhtiya «d6»⟧ ⟦lot «h8»⟧ — ⟦lifting pending 2 days⟧
ajrak printing: ⟦block set «U2»«d3»⟧ ⟦indigo, madder⟧ — ⟦16 washes⟧
ajrak printing: ⟦batch «d7»⟧ ⟦2.5 m × 40⟧ — ⟦Bhit Shah⟧
jamdani weaving: ⟦loom «d4»⟧ ⟦84-count muslin⟧ — ⟦motif «l5», 3 months⟧
hilsa landing: ⟦trawler «U3»«d5»⟧ ⟦1,840 kg⟧ — ⟦Digha harbour, ban lifted⟧
hilsa landing: ⟦auction lot «d9»⟧ ⟦1.2 kg grade⟧ — ⟦₹1,450/kg⟧
kumbh mela: ⟦sector «d2» camp «d4»⟧ ⟦bath slot 04:30⟧ — ⟦pontoon bridge «d2»⟧
kumbh mela: ⟦lost-found slip «d10»⟧ ⟦reunited 06:12⟧ — ⟦booth «U1»«d2»⟧
gurdwara langar: ⟦roster «l8»⟧ ⟦sevadars 36⟧ — ⟦roti 9,000, dal 400 L⟧
alphonso grading: ⟦crate «U4»«d6»⟧ ⟦280 g average⟧ — ⟦GI tag Ratnagiri⟧
alphonso grading: ⟦orchard «d7»⟧ ⟦spongy tissue 2%⟧ — ⟦export grade A⟧
ekiben: ⟦order «d10»⟧ ⟦牛肉どまん中 × 2⟧ — ⟦platform 14, Tokyo⟧
ekiben: ⟦vendor «d5»⟧ ⟦sold out 11:40⟧ — ⟦restock 13:00⟧
shinkansen: ⟦Nozomi 225⟧ ⟦car 7 seat 12E⟧ — ⟦reservation «d10»⟧
shinkansen: ⟦EX-IC «d12»⟧ ⟦Shin-Osaka 09:33⟧ — ⟦green car⟧
ryokan: ⟦booking «U2»«d8»⟧ ⟦room 松の間⟧ — ⟦kaiseki 18:30, 2 guests⟧
ryokan: ⟦guest ledger «d6»⟧ ⟦check-in 15:00⟧ — ⟦yukata M, L⟧
kimjang: ⟦order «d9»⟧ ⟦20 heads napa cabbage⟧ — ⟦pickup 2026-12-06⟧
kimjang: ⟦jar «l6»⟧ ⟦gochugaru 2.4 kg⟧ — ⟦ferment 3 weeks⟧
hanok stay: ⟦reservation «U3»«d7»⟧ ⟦ondol room, 2 nights⟧ — ⟦Bukchon⟧
ktx: ⟦ticket «d16»⟧ ⟦Seoul → Busan 07:00⟧ — ⟦car 5 seat 9A⟧
ktx: ⟦Korail member «d10»⟧ ⟦mileage 4,210⟧ — ⟦refund fee ₩1,000⟧
12306: ⟦order «U1»«d9»⟧ ⟦G1 北京南→上海虹桥⟧ — ⟦car 6 seat 08F⟧
12306: ⟦waitlist «d12»⟧ ⟦second class, 3 passengers⟧ — ⟦success rate 68%⟧
durga puja: ⟦dhunuchi contest «d4»⟧ ⟦round 2⟧ — ⟦judge panel «U2»⟧
rath yatra: ⟦volunteer badge «d7»⟧ ⟦shift 05:00-11:00⟧ — ⟦Grand Road block «d2»⟧
garba night: ⟦costume rental «U2»«d5»⟧ ⟦chaniya choli size M⟧ — ⟦deposit ₹500⟧
wheat procurement: ⟦farmer id «d12»⟧ ⟦e-payment ref «U4»«d10»⟧ — ⟦₹1,02,000⟧
ajrak printing: ⟦order «l8»⟧ ⟦resist dye, 3 colours⟧ — ⟦dispatch Karachi⟧
jamdani weaving: ⟦GI certificate «d6»⟧ ⟦Dhakai, 6 yards⟧ — ⟦weaver cluster Rupganj⟧
hilsa landing: ⟦cold store «U1»«d3»⟧ ⟦-18 °C⟧ — ⟦crates 412⟧
kumbh mela: ⟦shuttle «d3»⟧ ⟦ghat 4 → sector 9⟧ — ⟦every 12 min⟧
gurdwara langar: ⟦ration list «h8»⟧ ⟦atta 600 kg⟧ — ⟦ghee 40 L⟧
alphonso grading: ⟦carbide test «d5»⟧ ⟦negative⟧ — ⟦lab «U3»⟧
ekiben: ⟦container «l6»⟧ ⟦self-heating⟧ — ⟦price ¥1,480⟧
shinkansen: ⟦seat map car 8⟧ ⟦rows 1-17, A-E⟧ — ⟦smoking room none⟧
ryokan: ⟦onsen slot «d4»⟧ ⟦private bath 21:00⟧ — ⟦room «d3»⟧
kimjang: ⟦salting batch «d6»⟧ ⟦brine 10%⟧ — ⟦8 hours⟧
hanok stay: ⟦guest «d8»⟧ ⟦breakfast 08:00⟧ — ⟦door code sent by host app⟧ (code not shown)
ktx: ⟦PNR «d12»⟧ ⟦Korail Talk⟧ — ⟦platform 11⟧
12306: ⟦ticket gate «U1»«d2»⟧ ⟦check-in 13:40⟧ — ⟦train G7 departs 14:00⟧
"""

FLAGS = r"""
flags: ⟦CHATWORK_TOKEN_ROTATE_DAYS=90⟧ ⟦CHATWORK_ROOM_ID=38817204⟧
flags: ⟦kintone.apiTokenRequired: true⟧ ⟦kintone.appId: 128⟧
flags: ⟦portone.secret_env: PORTONE_API_SECRET⟧ (name only) ⟦store_id: store-e4038486⟧
flags: ⟦SMARTAPI_TOTP_ENABLED=true⟧ ⟦SMARTAPI_PIN_LENGTH=4⟧
flags: ⟦fyers.totp: required⟧ ⟦fyers.pin_attempts: 3⟧
flags: ⟦geetest.captcha_key_source: vault://geetest/prod⟧ ⟦captcha_id public: true⟧
flags: ⟦ARK_API_KEY_FILE=/run/secrets/ark_key⟧ ⟦ARK_REGION=ap-southeast⟧
flags: ⟦N8N_ENCRYPTION_KEY_FILE=/run/secrets/n8n_key⟧ ⟦N8N_PORT=5678⟧
flags: ⟦AIRFLOW__CORE__HIDE_SENSITIVE_VAR_CONN_FIELDS=True⟧ ⟦sensitive_var_conn_names: password,token⟧
flags: ⟦PREFECT_API_KEY: <set via prefect cloud login>⟧ ⟦workspace: acme/prod⟧
flags: ⟦temporal.tls.keyPassphraseEnv: TEMPORAL_KEY_PASS⟧ ⟦namespace: acme-prod⟧
flags: ⟦lineworks.private_key_path: keys/private_20261207.key⟧ ⟦scope: bot⟧
flags: ⟦mem0.secret_filter: on⟧ ⟦mem0.max_memories: 500⟧
flags: ⟦password_policy: min 12, symbols 1⟧ ⟦pin_policy: 6 digits, no repeats⟧
flags: ⟦token_budget: 128000⟧ ⟦max_output_tokens: 4096⟧ ⟦tokens used: 91,204⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦passkey_enrolled: yes⟧
flags: ⟦Zap step "Store secret" skipped⟧ ⟦filter: secret_present == false⟧
flags: ⟦crewai.memory: true⟧ ⟦crewai.api_key_env: KRUTRIM_API_KEY⟧ (name only)
flags: ⟦MICROCMS_SERVICE_DOMAIN=acme-blog⟧ ⟦MICROCMS_API_KEY=<from secret manager>⟧
flags: ⟦BOOTPAY_APPLICATION_ID=5f2b8c0e1a7d9e3b4c6f0a21⟧ (public) ⟦BOOTPAY_PRIVATE_KEY: set⟧
flags: ⟦RONGCLOUD_SIGNATURE_ALGO=sha1⟧ ⟦RONGCLOUD_NONCE_LEN=18⟧
flags: ⟦easemob.token_cache_ttl=3600⟧ ⟦easemob.grant_type=client_credentials⟧
flags: ⟦DNSPOD_TOKEN_ID=482917⟧ ⟦DNSPOD_TOKEN: (redacted in UI)⟧
flags: ⟦BAICHUAN_API_HOST=https://api.baichuan-ai.com/v1⟧ ⟦model: Baichuan4-Turbo⟧
flags: ⟦skyway.token_ttl: 86400⟧ ⟦skyway.scope: channel:read⟧
flags: ⟦LINEWORKS_SERVICE_ACCOUNT=1wagx.serviceaccount@acme-jp⟧ ⟦LINEWORKS_SCOPE=bot user.read⟧
flags: ⟦sensorsdata-project: production⟧ ⟦api-key header required: yes⟧
flags: ⟦PINELABS_ENV=uat⟧ ⟦PINELABS_TOKEN_URL=https://pluraluat.v2.pinepg.in/api/auth/v1/token⟧
flags: ⟦airflow conn ledger_mysql: password is set⟧ ⟦login ledger⟧
flags: ⟦zapier: 3 secrets configured⟧ ⟦names: KARZA_KEY, IDFY_KEY, CLEARTAX_TOKEN⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: '৪২'⟧ (Bengali digits)
parse: ⟦could not convert string to float: '1,20,000.50'⟧ (Indian grouping)
parse: ⟦time data '令和8年12月7日' does not match format '%Y-%m-%d'⟧
parse: ⟦unknown currency '₹s'⟧ ⟦expected ISO 4217 code, e.g. INR⟧
parse: ⟦invalid timezone 'Asia/Calcutta_IST'⟧
parse: ⟦cron: field 'hour' out of range: 24⟧ in ⟦0 24 * * *⟧
parse: ⟦yaml: line 7: found character that cannot start any token⟧
parse: ⟦json: cannot unmarshal string into Go struct field Config.port of type int⟧
parse: ⟦unexpected token 'kimjang' at line 2, column 5⟧
parse: ⟦invalid phone number '+91 98123 4567'⟧ ⟦expected 10 digits⟧
parse: ⟦PAN format invalid: 'ABCP1234'⟧ ⟦expected AAAAA9999A⟧
parse: ⟦GSTIN checksum mismatch for '27AAPFU0939F1ZV'⟧
parse: ⟦invalid Korean RRN date part '991332'⟧
parse: ⟦postcode '100-00' is not a 7-digit 郵便番号⟧
parse: ⟦unknown field 'captchaKye'; did you mean 'captchaKey'?⟧
parse: ⟦could not convert string to float: '१२.५'⟧ (Devanagari digits)
parse: ⟦invalid IFSC 'HDFC000123'⟧ ⟦expected 11 characters⟧
parse: ⟦invalid UPI id 'asha@'⟧ ⟦missing handle⟧
parse: ⟦invalid Japanese 法人番号 '123456789012'⟧ ⟦check digit missing⟧
parse: ⟦unknown prefecture code '48'⟧ ⟦valid 01-47⟧
parse: ⟦invalid 统一社会信用代码 '91110000MA01'⟧ ⟦expected 18 characters⟧
parse: ⟦unexpected end of JSON input at position 1840⟧ in ⟦n8n workflow export⟧
parse: ⟦temporal: invalid duration '3days'⟧ ⟦use 72h⟧
parse: ⟦airflow: DAG id 'jp sync' contains a space⟧
parse: ⟦prefect: cron '*/90 * * * *' minute step out of range⟧
"""
