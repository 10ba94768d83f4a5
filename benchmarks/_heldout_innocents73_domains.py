"""Innocent set 73: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: kokpar, Akhal-Teke breeding, caravanserai restoration, Baikonur launch
operations, a chaikhana, suzani embroidery, a Goychay pomegranate harvest, Borjomi bottling,
Armenian brandy ageing, Sevan trout farming, saumal (mare's milk) dairies and Kostanay
wheat lots (each grepped for in every earlier ``benchmarks/*heldout*`` file; none matched,
while kumis, plov, yurt, carpet, camel, apricot, felt, ikat, tulip, sturgeon, lavash,
Naadam, qvevri and duduk did), and this share's own fields: EV charging sessions, grid and
meter operations, plant-floor IoT, weather stations and irrigation. ``FLAGS``: settings whose
names say password, token, key, secret, PIN or passphrase and whose values are not.
``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
kokpar: ⟦team «l6»⟧ ⟦3 tai-kazan goals⟧ — ⟦field Shymkent-«d2»⟧
kokpar: ⟦rider «d7»⟧ ⟦horse «U3»-«d4»⟧ — ⟦yellow card at 41'⟧
kokpar: ⟦match «uuid»⟧ ⟦final 5:3⟧ — ⟦serke weight 32 kg⟧
akhal-teke: ⟦stud book «d6»⟧ ⟦stallion Gyrat, dun⟧ — ⟦DNA profile «H16»⟧
akhal-teke: ⟦foal «U2»«d5»⟧ ⟦dam line Gelishikli⟧ — ⟦chip 643«d12»⟧
caravanserai: ⟦site «l7»⟧ ⟦Tash-Rabat, 31 rooms⟧ — ⟦survey «d4»-«d3»⟧
caravanserai: ⟦brick lot «U4»«d6»⟧ ⟦ganch mortar 1:3⟧ — ⟦humidity 41%⟧
baikonur: ⟦launch «U3»-«d3»⟧ ⟦pad 31/6⟧ — ⟦T-0 09:12:04 UTC⟧
baikonur: ⟦telemetry frame «h40»⟧ ⟦stage 2 nominal⟧ — ⟦LOS at T+528 s⟧
baikonur: ⟦payload «U6»«d2»⟧ ⟦mass 7,150 kg⟧ — ⟦fairing sep confirmed⟧
chaikhana: ⟦order «d9»⟧ ⟦kok-choy 2 pots, somsa ×6⟧ — ⟦table «d2»⟧
chaikhana: ⟦receipt «A24»⟧ ⟦total 148,000 so'm⟧ — ⟦paid by QR⟧
suzani: ⟦panel «l8»⟧ ⟦Nurata, 2.4 × 1.8 m⟧ — ⟦silk on cotton⟧
suzani: ⟦workshop batch «d6»⟧ ⟦12 panels, basma stitch⟧ — ⟦export HS 6304«d4»⟧
pomegranate: ⟦orchard «U2»-«d4»⟧ ⟦Goychay, 18 t⟧ — ⟦Brix 16.2⟧
pomegranate: ⟦juice lot «h40»⟧ ⟦cold-pressed 9,400 L⟧ — ⟦pH 3.1⟧
borjomi: ⟦bottling line «d2»⟧ ⟦batch «U3»«d7»⟧ — ⟦mineralization 5.9 g/L⟧
borjomi: ⟦pallet SSCC «d18»⟧ ⟦1,200 bottles 0.5 L⟧ — ⟦best before 2028-06⟧
brandy: ⟦barrel «d6»⟧ ⟦Ararat valley, 10 years⟧ — ⟦ABV 40%⟧
brandy: ⟦blend «l9»⟧ ⟦Voskehat, Kangun⟧ — ⟦cellar «U1»-«d2»⟧
sevan trout: ⟦cage «d3»⟧ ⟦ishkhan, 14,200 fish⟧ — ⟦water 9.4 °C⟧
sevan trout: ⟦harvest «uuid»⟧ ⟦2.3 t gutted⟧ — ⟦vet cert «d10»⟧
saumal: ⟦dairy «l6»⟧ ⟦48 mares milked⟧ — ⟦yield 312 L⟧
saumal: ⟦freeze-dried lot «U4»-«d6»⟧ ⟦2,000 sachets⟧ — ⟦lactose 6.1%⟧
kostanay wheat: ⟦lot «d11»⟧ ⟦class 3, gluten 24%⟧ — ⟦rail car «d8»⟧
kostanay wheat: ⟦silo «U2»«d3»⟧ ⟦14,600 t⟧ — ⟦moisture 13.8%⟧
ev charging: ⟦session «uuid»⟧ ⟦32.4 kWh⟧ — ⟦connector 2, CCS⟧
ev charging: ⟦station EVB-P«d7»⟧ ⟦status Faulted, code 0x«H4»⟧ — ⟦firmware 6.1.0-«d4»⟧
ev charging: ⟦idTag «H16»⟧ ⟦Authorize.conf Accepted⟧ — ⟦transactionId «d9»⟧
ev charging: ⟦CDR «A24»⟧ ⟦tariff DC-FAST-KZ⟧ — ⟦total 4,212 ₸⟧
ev charging: ⟦EVSE id KZ*ACM*E«d6»*1⟧ ⟦max 150 kW⟧ — ⟦queue 2⟧
grid ops: ⟦feeder «U3»-«d3»⟧ ⟦trip at 14:02:17⟧ — ⟦fault current 4.1 kA⟧
grid ops: ⟦MPAN «d13»⟧ ⟦half-hourly read 0.412 kWh⟧ — ⟦meter «U3»«d8»⟧
grid ops: ⟦substation «l5»⟧ ⟦frequency 49.96 Hz⟧ — ⟦AGC setpoint 212 MW⟧
grid ops: ⟦outage ticket «d10»⟧ ⟦1,840 customers⟧ — ⟦ETR 18:30⟧
solar: ⟦inverter serial «U4»«d10»⟧ ⟦yield today 28.4 kWh⟧ — ⟦string 2 fault⟧
solar: ⟦system id «d5»⟧ ⟦peak 5.8 kW at 12:35⟧ — ⟦export 17.2 kWh⟧
battery: ⟦pack «h40»⟧ ⟦SoC 63%, SoH 97%⟧ — ⟦cell delta 14 mV⟧
plant floor: ⟦PLC «U2»-«d4»⟧ ⟦tag Line3.Press.Temp = 212.4⟧ — ⟦quality Good⟧
plant floor: ⟦OPC UA node ns=2;s=Kiln_«d2».Temp⟧ ⟦sample 1 s⟧ — ⟦deadband 0.5⟧
plant floor: ⟦work order «d8»⟧ ⟦OEE 71.3%⟧ — ⟦downtime 42 min⟧
smart home: ⟦thermostat «A24»⟧ ⟦setpoint 21.5 °C, HEAT⟧ — ⟦humidity 38%⟧
smart home: ⟦lock «l12»⟧ ⟦jammed at 07:41⟧ — ⟦battery 12%⟧
smart home: ⟦camera «U12»⟧ ⟦motion event «d13»⟧ — ⟦clip 14 s⟧
weather station: ⟦WMO 36870⟧ ⟦−18.4 °C, wind 7 m/s NE⟧ — ⟦QNH 1031 hPa⟧
weather station: ⟦station «U4»«d4»⟧ ⟦rain 24 h 0.0 mm⟧ — ⟦battery 3.61 V⟧
weather station: ⟦synop AAXX «d5»⟧ ⟦36870 41/// 70207⟧ — ⟦decoded OK⟧
irrigation: ⟦pivot VP-«d4»⟧ ⟦sector 90°–180°, 12 mm⟧ — ⟦pressure 2.4 bar⟧
irrigation: ⟦canal gate «U3»-«d2»⟧ ⟦flow 3.2 m³/s⟧ — ⟦level 1.14 m⟧
irrigation: ⟦soil probe «h40»⟧ ⟦VWC 23% at 30 cm⟧ — ⟦next read 15 min⟧
"""

FLAGS = r"""
flags: ⟦OCPP_AUTH_PASSWORD_REQUIRED=true⟧ ⟦OCPP_SECURITY_PROFILE=2⟧
flags: ⟦password: yes⟧ (the charger asks for one) ⟦pin_pad: disabled⟧
flags: ⟦token_refresh_interval=3600⟧ ⟦token_expiry_skew_s=30⟧
flags: ⟦API_KEY_HEADER=x-api-key⟧ ⟦API_KEY_QUERY_PARAM=appid⟧
flags: ⟦secret_rotation_days: 90⟧ ⟦secret_store: vault⟧
flags: ⟦RSCP_KEY_LENGTH=32⟧ ⟦RSCP_PORT=5033⟧
flags: ⟦use_app_key_auth: true⟧ ⟦appKey header name: appKey⟧
flags: ⟦HIKVISION_DIGEST=on⟧ ⟦HIKVISION_BASIC_FALLBACK=off⟧
flags: ⟦passphrase_min_words: 4⟧ ⟦passphrase_wordlist: eff_large⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_RETRIES=3⟧ ⟦PIN_LOCKOUT_MINUTES=15⟧
flags: ⟦ota_password_set: false⟧ ⟦ota_port: 3232⟧
flags: ⟦kepware.admin.password.policy=strong⟧ ⟦kepware.config_api.https=true⟧
flags: ⟦SECRET_KEY_FALLBACKS=[]⟧ ⟦SESSION_COOKIE_SECURE=True⟧
flags: ⟦client_secret_expires_at: 0⟧ (never) ⟦token_endpoint_auth_method: client_secret_basic⟧
flags: ⟦MQTT_PASSWORD_FILE=/run/secrets/mqtt_password⟧ ⟦MQTT_TLS=1⟧
flags: ⟦refresh_token_rotation: enabled⟧ ⟦refresh_token_reuse_interval: 0⟧
flags: ⟦require_api_key = true⟧ ⟦api_key_prefix = "vkd_api_"⟧
flags: ⟦PASSWORD_HASHER=argon2id⟧ ⟦PASSWORD_HASH_MEMORY_KIB=65536⟧
flags: ⟦recovery_codes_count: 10⟧ ⟦recovery_code_length: 10⟧
flags: ⟦webhook_secret_configured: yes⟧ ⟦webhook_signature_header: X-Noodoe-Signature⟧
flags: ⟦n3rgy.key.scope=consumer⟧ ⟦n3rgy.consent.required=true⟧
flags: ⟦DATAHUB_SECRET is set⟧ ⟦DATAHUB_API_KEY is set⟧ ⟦GEOCODE_AUTH is empty⟧
flags: ⟦sensibo.apiKey: (from env SENSIBO_KEY)⟧ ⟦sensibo.pollSeconds: 90⟧
flags: ⟦token_budget: 200000⟧ ⟦max_output_tokens: 8192⟧
flags: ⟦key_rotation_schedule: "0 3 1 * *"⟧ ⟦key_algorithm: ES256⟧
flags: ⟦auth.type=basic⟧ ⟦auth.password_env=KSAS_PASSWORD⟧
flags: ⟦secret_name: meteo-keys⟧ ⟦secret_key: METEO_TOKEN⟧ ⟦optional: false⟧
flags: ⟦PASSWORD_RESET_TTL=900⟧ ⟦PASSWORD_RESET_URL=https://id.acme.kz/reset⟧
flags: ⟦credentials_file: ~/.remoteit/credentials⟧ ⟦profile: DEFAULT⟧
flags: ⟦AUTH_TOKEN_HEADER=Auth-Token⟧ ⟦AUTH_TOKEN_SOURCE=web UI⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'EVB-P2210417'⟧
parse: ⟦could not convert string to float: '28,4 kWh'⟧
parse: ⟦Invalid isoformat string: '07.12.2026 12:30'⟧
parse: ⟦yaml: line 14: did not find expected key⟧ near ⟦pivot: VP-2209⟧
parse: ⟦JSONDecodeError: Expecting ',' delimiter: line 3 column 18 (char 61)⟧
parse: ⟦unknown OCPP action 'BootNotificaton'⟧ ⟦did you mean BootNotification?⟧
parse: ⟦bad MPAN check digit in 1012345678901⟧ ⟦expected 4, got 1⟧
parse: ⟦SYNOP group '41///' has missing visibility⟧ at ⟦station 36870⟧
parse: ⟦TOML: Invalid value (at line 7, column 12)⟧ ⟦api_key = ⟧ has no value
parse: ⟦key not found: user_42⟧ in ⟦charger_owners.json⟧
parse: ⟦KeyError: 'token'⟧ in ⟦response.json()['token']⟧ (body was ⟦{"error":"invalid_client"}⟧)
parse: ⟦unexpected token '}' at 4:1⟧ in ⟦src/config.ts⟧
parse: ⟦hex string has odd length: 'a91f3'⟧
parse: ⟦UUID string too short: '3b7e41d9-0c62'⟧
parse: ⟦invalid EVSE id 'KZ*ACM*E123'⟧ ⟦expected 6 digits after E⟧
parse: ⟦base64 padding error in field 'image'⟧ ⟦length 4098 is not a multiple of 4⟧
parse: ⟦modbus register 40123 out of range⟧ ⟦max 40100⟧
parse: ⟦CSV row 18: expected 7 fields, saw 9⟧ in ⟦meters_2026-12.csv⟧
parse: ⟦cannot parse 'password_reset.html' as a template name⟧ ⟦missing extension .j2⟧
parse: ⟦invalid escape '\d' in string at line 22⟧ of ⟦agro/settings.py⟧
parse: ⟦SyntaxError: unterminated string literal (detected at line 3)⟧ ⟦(bms_config.py, line 3)⟧
parse: ⟦could not parse timezone 'Asia/Almati'⟧ ⟦did you mean Asia/Almaty?⟧
parse: ⟦NMEA checksum mismatch *4F != *5A⟧ in ⟦$GPRMC,123519,A,4315.23,N,07657.11,E⟧
parse: ⟦invalid coordinate 'lat=43,25'⟧ ⟦use a dot as decimal separator⟧
parse: ⟦GRIB2 message 14: unknown parameter 0-1-231⟧ in ⟦sof-d.20261207.t00z.grib2⟧
"""
