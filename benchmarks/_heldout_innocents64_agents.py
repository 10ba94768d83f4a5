"""Innocent set 64: chat-ops, voice and embedded-development agent output in set 64's tool
shapes with no secret, public keys, key ids, fingerprints, digests and ids beside credential
words, set 64's languages, and public ids of set 64's vendors.

``AGENT``: Slack Bolt, discord.js, Bot Framework, Twilio and Vonage voice, Rasa and Botpress
logs, and PlatformIO, arduino-cli, ESP-IDF, Zephyr west and serial-console output where every
credential is masked, referenced or absent. ``PUBLIC``: public halves and identifiers.
``WORLD``: set 64's languages saying that a password, PIN or code was changed, sent or
expired, without one. ``VENDOR_IDS``: set 64's vendors' public ids (client ids, app ids, NPIs,
hotel and product codes) that their documentation treats as not secret.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦INFO:slack_bolt.App:⚡️ Bolt app is running!⟧ ⟦(development server)⟧
agent: ⟦DEBUG:slack_sdk.web.base_client:Received the following response - status: 200⟧ ⟦body: {"ok":true,"channel":"C0«U9»","ts":"1796500000.«d6»"}⟧
agent: ⟦WARNING:slack_bolt.App:Unhandled request ({'type': 'event_callback', 'event': {'type': 'app_mention'}})⟧
agent: ⟦slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)⟧ ⟦The server responded with: {'ok': False, 'error': 'not_in_channel'}⟧
agent: ⟦token_type: bot⟧ ⟦bot_user_id: U0«U9»⟧ ⟦scopes: chat:write,commands⟧
agent: ⟦[WS => Shard 0] Heartbeat acknowledged, latency of 41ms.⟧
agent: ⟦[WS => Shard 0] [READY] Session «h32».⟧ ⟦guilds: 3⟧
agent: ⟦DiscordAPIError[50013]: Missing Permissions⟧ ⟦PUT /channels/«d18»/permissions/«d18»⟧
agent: ⟦[adapter] MicrosoftAppId=«uuid»⟧ ⟦MicrosoftAppPassword=(set)⟧
agent: ⟦[turn] activity.id=«d13»⟧ ⟦channelId=msteams⟧ ⟦serviceUrl=https://smba.trafficmanager.net/amer/⟧
agent: ⟦Error: Unauthorized. Invalid AppId passed on token: «uuid»⟧
agent: ⟦01:20:04 INFO relay: call CA«h32» connected⟧ ⟦from +1415555«d4»⟧
agent: ⟦{"type":"setup","sessionId":"VX«h32»","callSid":"CA«h32»","direction":"inbound"}⟧
agent: ⟦{"type":"prompt","voicePrompt":"I forgot my PIN, can you reset it?","last":true}⟧
agent: ⟦{"type":"dtmf","digit":"#"}⟧ ⟦(end of input)⟧
agent: ⟦Twilio 20003: Authentication Error - invalid username⟧ ⟦More info: https://www.twilio.com/docs/errors/20003⟧
agent: ⟦Vonage NCCO input: {"type":["dtmf"],"dtmf":{"maxDigits":6,"submitOnHash":true}}⟧
agent: ⟦Vonage event: status=answered⟧ ⟦conversation_uuid=CON-«uuid»⟧
agent: ⟦rasa.core.processor - Predicted next action 'utter_ask_otp' with confidence 0.98⟧
agent: ⟦rasa.core.actions.forms - Validating extracted slots: otp_code=None⟧
agent: ⟦Rasa server is up and running.⟧ ⟦model: 20261207-011801-round-ledger.tar.gz⟧
agent: ⟦botpress: bot «uuid» deployed⟧ ⟦integration slack v1.2.0⟧
agent: ⟦[bp] conversation conv_«U26» ended⟧ ⟦12 messages⟧
agent: ⟦Processing esp32dev (platform: espressif32; board: esp32dev; framework: arduino)⟧
agent: ⟦RAM:   [=         ]  13.2% (used 43212 bytes from 327680 bytes)⟧ ⟦Flash: [======    ]  61.4%⟧
agent: ⟦Wrote 1048576 bytes (612904 compressed) at 0x00010000 in 9.8 seconds⟧ ⟦Hash of data verified.⟧
agent: ⟦esptool.py v4.8.1⟧ ⟦Chip is ESP32-D0WD-V3 (revision v3.1)⟧ ⟦MAC: 24:6f:28:«h2»:«h2»:«h2»⟧
agent: ⟦A fatal error occurred: Failed to connect to ESP32: No serial data received.⟧
agent: ⟦I (1342) wifi:connected with lab-iot, aid = 3, channel 6⟧ ⟦I (2351) esp_netif_handlers: sta ip: 192.168.4.23⟧
agent: ⟦I (9120) esp_https_ota: Starting OTA...⟧ ⟦I (9121) esp_https_ota: Writing to partition subtype 17 at offset 0x110000⟧
agent: ⟦E (2410) mqtt_client: MQTT_EVENT_ERROR⟧ ⟦Last errno string (Connection refused)⟧
agent: ⟦Guru Meditation Error: Core  1 panic'ed (LoadProhibited)⟧ ⟦PC: 0x400d«h4»⟧
agent: ⟦Sketch uses 812342 bytes (61%) of program storage space.⟧ ⟦Maximum is 1310720 bytes.⟧
agent: ⟦arduino-cli: Platform esp32:esp32@3.0.7 already installed⟧
agent: ⟦-- west build: running target flash⟧ ⟦Board: nrf7002dk/nrf5340/cpuapp⟧
agent: ⟦=== updating hal_vendor (modules/hal/vendor):⟧ ⟦--- hal_vendor: fetching, need revision v2.4.0⟧
agent: ⟦*** Booting nRF Connect SDK v2.8.0 ***⟧ ⟦wifi_mgmt: Connected to lab-iot⟧
agent: ⟦picocom v3.1⟧ ⟦port is /dev/ttyUSB1⟧ ⟦baudrate is 115200⟧
agent: ⟦AT+CGAUTH=1,1,"iotuser","********"⟧ ⟦OK⟧
agent: ⟦login: admin⟧ ⟦Password:⟧ ⟦Login incorrect⟧
agent: ⟦$ mpremote connect /dev/ttyACM0 ls :⟧ ⟦ 1423 main.py⟧ ⟦  311 secrets.py⟧
agent: ⟦$ rg -n "WIFI_PASS" src/⟧ ⟦src/config.h:7:#define WIFI_PASS SECRET_PASS⟧
agent: ⟦$ git diff -- arduino_secrets.h⟧ ⟦(file is in .gitignore; no changes)⟧
agent: ⟦sdkconfig:413:CONFIG_EXAMPLE_WIFI_PASSWORD=""⟧ ⟦(empty: set at runtime via provisioning)⟧
agent: ⟦HTTP 200 GET /api/conversations.list⟧ ⟦{"ok":true,"channels":[{"id":"C0«U9»","name":"fw-releases"}]}⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» fw-ci@lab⟧
public: ⟦DISCORD_PUBLIC_KEY=«h64»⟧
public: ⟦Slack App ID A0«U9»⟧ ⟦Client ID «d10».«d13»⟧
public: ⟦JWKS kid «l22»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦x5t#S256 «b64_43»⟧ ⟦for MicrosoftAppId «uuid»⟧
public: ⟦-----BEGIN PUBLIC KEY-----⟧ ⟦MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧
public: ⟦certificate SHA-1 thumbprint «H40»⟧ ⟦BankID test RP⟧
public: ⟦ELF file SHA256: «h64»⟧
public: ⟦git commit «h40»⟧ ⟦tag fw-1.8.2⟧
public: ⟦Twilio Account SID AC«h32»⟧ ⟦(account identifier)⟧
public: ⟦Twilio API Key SID SK«h32»⟧ ⟦friendly_name voice-agent⟧
public: ⟦Vonage application id «uuid»⟧ ⟦public key uploaded⟧
public: ⟦Teams tenant id «uuid»⟧
public: ⟦publishable key pk_test_«A24»⟧ ⟦(safe in the browser)⟧
public: ⟦OAuth client_id «A20»⟧ ⟦redirect_uri https://app.lab.local/cb⟧
public: ⟦idempotency key «uuid»⟧ for ⟦payment initiation⟧
public: ⟦x-request-id «uuid»⟧ ⟦x-fapi-interaction-id «uuid»⟧
public: ⟦Mender artifact checksum «h64»⟧
public: ⟦NVS key name: wifi_pass⟧ ⟦(name only, value not printed)⟧
public: ⟦Bluetooth address «H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧
public: ⟦LoRaWAN DevEUI «H16»⟧ ⟦JoinEUI «H16»⟧
public: ⟦FHIR CapabilityStatement «uuid»⟧ ⟦SMART token endpoint https://ehr.clinic.local/auth/token⟧
public: ⟦SAML entityID https://palvelu.kunta.fi/sp⟧ ⟦signing cert serial «H32»⟧
public: ⟦ETag W/"«h32»"⟧
public: ⟦docker image sha256:«h64»⟧
public: ⟦PGP fingerprint «H40»⟧
public: ⟦UPI VPA shreya@oksbi⟧ ⟦(payment address, public)⟧
public: ⟦ABHA number 91-«d4»-«d4»-«d4»⟧ ⟦(health id, not a credential)⟧
public: ⟦GSTIN 29«U5»«d4»«U1»1Z«U1»⟧
public: ⟦Webhook id «uuid»⟧ ⟦url https://hooks.lab.local/slack/events⟧
"""

WORLD = r"""
world: ⟦aapka password badal diya gaya hai⟧ ⟦agar aapne nahi kiya to support ko call karein⟧
world: ⟦OTP bhej diya gaya hai⟧ ⟦+91 98•••• 4412 par⟧
world: ⟦el password et8ayar⟧ ⟦law mesh enta, kalemna⟧
world: ⟦ramz el ta2kid etba3at⟧ ⟦3al raqam elly by5allas be 17⟧
world: ⟦nǐ de mìmǎ yǐ xiūgǎi⟧ ⟦2026-12-07 09:40⟧
world: ⟦yanzhengma yi fasong⟧ ⟦qing chakan duanxin⟧
world: ⟦pasuwādo o henkō shimashita⟧ ⟦kokoro atari ga nai baai wa go-renraku kudasai⟧
world: ⟦ninsho kodo no yuko kigen ga kiremashita⟧
world: ⟦o kwdikos sou allaxe⟧ ⟦an den itan esy, epikoinwnise mazi mas⟧
world: ⟦parol' uspeshno izmenen⟧ ⟦vse seansy zaversheny⟧
world: ⟦kod otpravlen na nomer +7 9•• ••• 12 34⟧
world: ⟦ramz-e obur taghir kard⟧ ⟦agar shoma naboodid be ma khabar bedid⟧
world: ⟦rahat phan khong khun thuk plian laeo⟧
world: ⟦bimilbeonho ga byeongyeong doeeotseumnida⟧
world: ⟦injeung beonho ga balsong doeeotseumnida⟧ ⟦3bun an-e ipryeokhae juseyo⟧
world: ⟦உங்கள் கடவுச்சொல் மாற்றப்பட்டது⟧ ⟦நீங்கள் செய்யவில்லை என்றால் எங்களைத் தொடர்புகொள்ளவும்⟧
world: ⟦ஒருமுறை கடவுச்சொல் அனுப்பப்பட்டது⟧ ⟦98•••• 4412⟧
world: ⟦మీ సంకేతపదం మార్చబడింది⟧
world: ⟦ధృవీకరణ కోడ్ గడువు ముగిసింది⟧ ⟦మళ్లీ ప్రయత్నించండి⟧
world: ⟦ನಿಮ್ಮ ಗುಪ್ತಪದ ಬದಲಾಗಿದೆ⟧
world: ⟦ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ⟧ ⟦೫ ನಿಮಿಷಗಳಲ್ಲಿ ನಮೂದಿಸಿ⟧
world: ⟦നിങ്ങളുടെ രഹസ്യവാക്ക് മാറ്റി⟧
world: ⟦ഒടിപി കാലഹരണപ്പെട്ടു⟧ ⟦പുതിയത് അഭ്യർത്ഥിക്കുക⟧
world: ⟦ಈರೆನ ಗುಟ್ಟುದ ಪದ ಬದಲಾತ್ಂಡ್⟧
world: ⟦machi password maathiten⟧ ⟦new one WhatsApp la anupuren⟧
world: ⟦mee password reset link pampinchamu⟧
world: ⟦ninte PIN maatti⟧ ⟦ini ATM il puthiya PIN upayogikkuka⟧
world: ⟦Tumcha password badalla aahe⟧
world: ⟦Apnar OTP pathano hoyeche⟧
world: ⟦Tamaro PIN badlai gayo chhe⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Stedi payer id 60054⟧ ⟦transaction set 270⟧
vendor: ⟦Photon Health organization org_«A16»⟧ ⟦prescription «U12»⟧
vendor: ⟦Aidbox client id intake-portal⟧ ⟦box «l8»⟧
vendor: ⟦DoseSpot clinic_id «d6»⟧ ⟦clinician «d6»⟧ ⟦(ids, not the clinic key)⟧
vendor: ⟦Candid Health encounter «uuid»⟧ ⟦claim status biller_received⟧
vendor: ⟦Ribbon provider NPI «d10»⟧ ⟦location «uuid»⟧
vendor: ⟦Particle Health patient id «uuid»⟧ ⟦query «uuid»⟧
vendor: ⟦Blue Button beneficiary -«d11»⟧ ⟦ExplanationOfBenefit carrier--«d11»⟧
vendor: ⟦Gradescope course «d6»⟧ ⟦assignment «d7»⟧
vendor: ⟦Piazza network «l14»⟧ ⟦post @«d3»⟧
vendor: ⟦Coursera course slug machine-learning⟧ ⟦item «A5»⟧
vendor: ⟦Duolingo user_id «d9»⟧ ⟦streak 412⟧
vendor: ⟦OBP bank gh.29.uk⟧ ⟦account «uuid»⟧ ⟦view owner⟧
vendor: ⟦Fintecture app_id «uuid»⟧ ⟦session «h32»⟧
vendor: ⟦Enable Banking application id «uuid»⟧ ⟦session «uuid»⟧
vendor: ⟦Moneyhub connection «h20»⟧ ⟦account «uuid»⟧
vendor: ⟦Fiskil end user «uuid»⟧ ⟦consent active⟧
vendor: ⟦Accela x-accela-appid «d18»⟧ ⟦agency SPRINGFIELD⟧ ⟦(app id, sent in clear)⟧
vendor: ⟦Realtime Trains service uid «U1»«d5»⟧ ⟦run date 2026-12-07⟧
vendor: ⟦Viator product code «d4»«U6»⟧ ⟦booking ref BR-«d9»⟧
vendor: ⟦GetYourGuide tour_id «d6»⟧ ⟦option_id «d6»⟧
vendor: ⟦Tiqets product_id «d6»⟧ ⟦order «d8»⟧
vendor: ⟦RateHawk hotel id «l20»⟧ ⟦book_hash h-«uuid»⟧
vendor: ⟦OwnerRez property «d6»⟧ ⟦booking «d8»⟧
vendor: ⟦NewCrop partnerName ClinicSoft⟧ ⟦site «d6»⟧
vendor: ⟦Surescripts SPI «d13»⟧ ⟦(prescriber directory id)⟧
vendor: ⟦Aeries school code 994⟧ ⟦student «d7»⟧
vendor: ⟦Mediasite presentation «h34»⟧
vendor: ⟦HyperGuest property «d5»⟧ ⟦rate plan «d6»⟧
vendor: ⟦Navitaire journey key «b64_40»⟧ ⟦(fare and journey key, not a credential)⟧
"""
