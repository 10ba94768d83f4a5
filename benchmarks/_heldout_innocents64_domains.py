"""Innocent set 64: ids from set 64's vendor domains (education and LMS, clinical FHIR and
e-prescribing, government services and open banking, travel and rail), flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: course rosters and grade sync, FHIR resources and HL7 v2 messages, e-prescribing
(NCPDP SCRIPT), benefit applications, open-banking consents, PNRs and hotel rate pushes, rail
reservations (each domain word grepped for in every earlier ``benchmarks/*heldout*`` file:
EDIFACT had no match; PNR (5 files), FHIR (11), HL7 (5), NCPDP (2), OneRoster (2), GTFS (5)
and allotment (2) matched and are used here in other messages and ids). ``FLAGS``: settings
whose names say password, token, key, secret, PIN or passphrase and whose values are not.
``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
lms: ⟦course «d6»⟧ ⟦section 002⟧ — ⟦grade passback failed for 3 of 41 students⟧
lms: ⟦assignment «d7»⟧ ⟦late policy: 10%/day⟧ — ⟦due 2026-12-11 23:59⟧
lms: ⟦LTI deployment «uuid»⟧ ⟦platform issuer https://lms.univ.edu⟧ — ⟦resource link «h40»⟧
lms: ⟦OneRoster sourcedId «uuid»⟧ ⟦role teacher⟧ — ⟦term 2026FA⟧
lms: ⟦quiz «d6»⟧ ⟦attempt 2 of 3⟧ — ⟦score 17/20⟧
lms: ⟦proctoring session «U12»⟧ ⟦flagged: 2 head movements⟧ — ⟦review pending⟧
lms: ⟦lecture capture «uuid»⟧ ⟦duration 01:14:22⟧ — ⟦captions 98% ready⟧
lms: ⟦student «d9»⟧ ⟦enrolled in 5 courses⟧ — ⟦advisor «d6»⟧
fhir: ⟦Patient/«uuid»⟧ ⟦meta.versionId 7⟧ — ⟦lastUpdated 2026-12-06T22:10:04Z⟧
fhir: ⟦Observation/«l20»⟧ ⟦LOINC 8867-4⟧ — ⟦heart rate 72 /min⟧
fhir: ⟦MedicationRequest/«uuid»⟧ ⟦status active⟧ — ⟦RxNorm 197361⟧
fhir: ⟦Bundle «uuid»⟧ ⟦type transaction⟧ — ⟦12 entries, 1 failed⟧
fhir: ⟦Encounter/«d8»⟧ ⟦class AMB⟧ — ⟦period 09:10–09:35⟧
fhir: ⟦Practitioner NPI «d10»⟧ ⟦specialty 207Q00000X⟧
hl7: ⟦MSH|^~\&|LAB|HOSP|EHR|CLINIC|20261207011500||ORU^R01|«U16»|P|2.5.1⟧
hl7: ⟦ACK AA⟧ for ⟦control id «U16»⟧ — ⟦latency 212 ms⟧
hl7: ⟦PID-3 MRN «d8»⟧ ⟦assigning authority HOSP⟧
erx: ⟦NewRx «U20»⟧ ⟦to pharmacy NCPDP «d7»⟧ — ⟦status Verified⟧
erx: ⟦RxChangeRequest «U20»⟧ ⟦reason: generic substitution⟧
erx: ⟦EPCS two-factor done⟧ for ⟦prescriber «d6»⟧ ⟦DEA schedule II⟧
erx: ⟦prior authorization «U10»⟧ ⟦payer BIN 610014⟧ ⟦PCN «U6»⟧
claims: ⟦claim «U12»⟧ ⟦CPT 99213⟧ — ⟦billed $142.00⟧
claims: ⟦eligibility 271 trace «d10»⟧ ⟦active coverage⟧ ⟦copay $25⟧
gov: ⟦application «U3»-«d8»⟧ ⟦SNAP recertification⟧ — ⟦interview 2026-12-15⟧
gov: ⟦permit «U2»«d6»⟧ ⟦residential deck⟧ — ⟦inspection scheduled⟧
gov: ⟦case «d10»⟧ ⟦status: documents received⟧
gov: ⟦tax reference «d10»⟧ ⟦return 2025⟧ — ⟦refund issued⟧
gov: ⟦business registration «d8»⟧ ⟦name reserved until 2027-01-06⟧
bank: ⟦consent «uuid»⟧ ⟦scope accounts transactions⟧ — ⟦expires 2027-03-07⟧
bank: ⟦payment «U24»⟧ ⟦£42.10 to Leeds Bus Co⟧ — ⟦status AcceptedSettlementCompleted⟧
bank: ⟦IBAN GB33 BUKB 2020 1555 5555 55⟧ ⟦sort code 20-20-15⟧ — ⟦account verified⟧
bank: ⟦ASPSP «l12»⟧ ⟦PSU-IP-Address 203.0.113.7⟧ — ⟦x-request-id «uuid»⟧
bank: ⟦account aggregator consent handle «uuid»⟧ ⟦FI type DEPOSIT⟧
travel: ⟦PNR «U6»⟧ ⟦2 pax⟧ — ⟦ticketed 2026-12-07⟧
travel: ⟦ticket 176-«d10»⟧ ⟦fare basis YLX7⟧ — ⟦coupon 1 OPEN⟧
travel: ⟦booking «U10»⟧ ⟦hotel «d6»⟧ — ⟦3 nights, rate plan BAR⟧
travel: ⟦rate push «uuid»⟧ ⟦room DBL⟧ — ⟦2026-12-20..2026-12-27 €119⟧
travel: ⟦allotment «d5»⟧ ⟦closed to arrival Fri⟧
travel: ⟦tour «d7»⟧ ⟦option «d5»⟧ — ⟦10:00 slot, 4 left⟧
rail: ⟦reservation «U8»⟧ ⟦coach 7 seat 64⟧ — ⟦train ICE 578⟧
rail: ⟦booking ref «U6»«d2»⟧ ⟦Trenord S5⟧ — ⟦validated at Milano Porta Garibaldi⟧
rail: ⟦PNR «d10»⟧ ⟦berth 32 SL⟧ — ⟦chart prepared⟧
rail: ⟦GTFS trip «l16»⟧ ⟦delay +4 min⟧ — ⟦stop 8503000⟧
iot: ⟦device esp32-«h6»⟧ ⟦fw 2.3.1⟧ — ⟦heap 182344 bytes free⟧
iot: ⟦MAC 24:6f:28:«h2»:«h2»:«h2»⟧ ⟦RSSI -61 dBm⟧
iot: ⟦ELF sha256 «h64»⟧ ⟦partition ota_1⟧
chat: ⟦channel C0«U9»⟧ ⟦thread_ts 1796500000.«d6»⟧ — ⟦3 replies⟧
chat: ⟦guild «d18»⟧ ⟦channel «d18»⟧ — ⟦slowmode 10s⟧
voice: ⟦call CA«h32»⟧ ⟦duration 184 s⟧ — ⟦status completed⟧
voice: ⟦conversation «uuid»⟧ ⟦language ta-IN⟧ — ⟦ASR confidence 0.88⟧
"""

FLAGS = r"""
flags: ⟦password_required: true⟧ ⟦min_length: 12⟧
flags: ⟦pin_length: 6⟧ ⟦pin_retries_left: 2⟧
flags: ⟦otp_ttl_seconds: 300⟧ ⟦otp_channel: sms⟧
flags: ⟦token_count: 4812⟧ ⟦max_tokens: 8192⟧
flags: ⟦api_key_header: x-api-key⟧ ⟦api_key_source: env⟧
flags: ⟦secret_rotation_days: 90⟧ ⟦last_rotated: 2026-11-02⟧
flags: ⟦passphrase_set: no⟧ ⟦keystore: /etc/saml/sp.jks⟧
flags: ⟦client_secret: [SET]⟧ ⟦client_id: intake-portal⟧
flags: ⟦SLACK_SIGNING_SECRET⟧ is ⟦required⟧ but ⟦not set⟧
flags: ⟦MicrosoftAppPassword⟧ ⟦(from Key Vault ref bot-app-password)⟧
flags: ⟦CONFIG_WIFI_CREDENTIALS_STATIC=y⟧ ⟦CONFIG_WIFI_CREDENTIALS_STATIC_SSID="lab-iot"⟧
flags: ⟦auth_mode: password⟧ ⟦allow_empty_password: false⟧
flags: ⟦token_endpoint_auth_method: private_key_jwt⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦of 10⟧
flags: ⟦password_expiry: 60 days⟧ ⟦history: 5⟧
flags: ⟦twilio.validate_signature: true⟧ ⟦twilio.auth_token_ref: vault:voice/auth⟧
flags: ⟦keyfile: secrets/enable_banking.pem (600, owner app)⟧
flags: ⟦ENABLE_BANKING_APPLICATION_ID⟧ ⟦=«uuid»⟧
flags: ⟦DISCORD_PUBLIC_KEY⟧ ⟦=«h64»⟧ ⟦(public, for signature checks)⟧
flags: ⟦mqtt.password_file: /etc/mosquitto/passwd⟧ ⟦entries: 14⟧
flags: ⟦rasa credentials.yml: slack_signing_secret: ${SLACK_SIGNING_SECRET}⟧
flags: ⟦arduino_secrets.h⟧ ⟦in .gitignore⟧
flags: ⟦secret_scanning: enabled⟧ ⟦push_protection: enabled⟧
flags: ⟦keychain item "bankid-rp" found⟧ ⟦access: this app only⟧
flags: ⟦PASSWORD_HASHERS[0]=argon2⟧ ⟦time_cost 3⟧
flags: ⟦webhook_secret_header: X-Doctolib-Signature⟧
flags: ⟦sfapikey: required for /Mediasite/api/v1⟧
flags: ⟦exp-api-key⟧ ⟦missing⟧ in ⟦request 7c1e…⟧
flags: ⟦access_token expires_in 3599⟧ ⟦refresh_token: none⟧
flags: ⟦TOKEN_LIMIT=2000000⟧ ⟦per day⟧
"""

PARSE = r"""
parse: ⟦HL7 parse error: segment 'PV1' field 19 too long (251 > 250)⟧
parse: ⟦FHIR validation: Patient.birthDate '2026-13-01' is not a valid date⟧
parse: ⟦NCPDP: invalid DEA number format 'AB123'⟧
parse: ⟦invalid NPI checksum: 1234567890⟧
parse: ⟦IBAN check digits wrong: GB00BUKB20201555555555⟧
parse: ⟦invalid PNR locator 'ABC12'⟧ ⟦expected 6 characters⟧
parse: ⟦EDIFACT UNH segment missing in PAXLST message 0042⟧
parse: ⟦platformio.ini: unknown option 'monitor_speeed' in [env:esp32dev]⟧
parse: ⟦sdkconfig: CONFIG_FREERTOS_HZ=10000 out of range (max 1000)⟧
parse: ⟦devicetree error: /soc/i2c@40003000: missing 'reg'⟧
parse: ⟦west.yml: revision 'v2.4' not found in remote vendor⟧
parse: ⟦arduino-cli: invalid FQBN 'esp32:esp32'⟧
parse: ⟦Slack block_kit: invalid_blocks: must be less than 3001 characters⟧
parse: ⟦discord: Invalid Form Body: embeds.0.description: Must be 4096 or fewer in length.⟧
parse: ⟦TwiML: Element <Gather> has invalid attribute 'timout'⟧
parse: ⟦rasa: domain.yml: slot 'otp_code' has unknown type 'secret'⟧
parse: ⟦ISO 8583 field 52 (PIN data) absent⟧ ⟦MTI 0200⟧
parse: ⟦OTA_HotelRateAmountNotifRQ: RatePlanCode 'BAR ' has trailing space⟧
parse: ⟦GTFS: stop_times.txt line 4411: arrival_time '25:61:00' invalid⟧
parse: ⟦OneRoster CSV: users.csv row 88: 'role' must be one of teacher, student⟧
parse: ⟦LTI: id_token missing claim https://purl.imsglobal.org/spec/lti/claim/deployment_id⟧
parse: ⟦pinyin tone number out of range: 'ma6'⟧
parse: ⟦romaji: cannot convert 'xtu' (small tsu) in strict Hepburn⟧
parse: ⟦unicode: U+0BCD TAMIL SIGN VIRAMA at start of word⟧
parse: ⟦Greeklish: ambiguous 'th' at position 4⟧
"""
