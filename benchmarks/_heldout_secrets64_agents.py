"""Held-out set 64: tool results of chat-ops and voice agents and of embedded/IoT development
tools, as the agent's shell or file tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of
these matched: a Slack Bolt for Python debug log (``slack_bolt.App`` and ``xapp-`` socket-mode
tokens; the module name ``slack_bolt`` itself matched one file), a discord.js gateway debug log (``[WS => Shard 0]``), a Bot Framework (Teams) adapter
log, a Twilio ConversationRelay voice-agent transcript, a ``rasa run --debug`` trace, an
``idf.py monitor`` boot log (``I (312) wifi:``), and ``pio device monitor`` / ``picocom`` /
``mpremote`` / ``west`` / ``arduino-cli`` output (``esptool``, ``idf.py``, ``west build``,
``arduino-cli``, ``picocom`` and ``mpremote`` had no earlier match; ``platformio`` matched
two files, both naming it only, and Rasa, Vonage and Botpress matched and appear here in
other shapes). Written as each tool prints its output (remembered, not copied, so padding
may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 bolt init ¦ scenario 1 step 1: a Slack Bolt for Python app started with DEBUG logging, the bot token in the init log ¦ xoxb-{d12}-{d13}-{A24} ¦ DEBUG:slack_bolt.App:Loaded the installation store: None\nDEBUG:slack_sdk.web.base_client:Sending a request - url: https://slack.com/api/auth.test, query_params: {}, json_body: None, files: {}, data: {}, headers: {'Authorization': 'Bearer {t}', 'User-Agent': 'Bolt/1.21.2 Python/3.12.3 slackclient/3.33.1'}
s1 bolt socket ¦ scenario 1 step 2: the same Bolt log, socket mode connecting with the app-level token ¦ xapp-1-{U11}-{d13}-{h64} ¦ INFO:slack_bolt.App:A new session has been established (session id: 2f1c…)\nDEBUG:slack_sdk.socket_mode.builtin.client:Sending a request - url: https://slack.com/api/apps.connections.open, headers: {'Authorization': 'Bearer {t}'}
s1 bolt signing ¦ scenario 1 step 3: the Bolt log, a request verification failure printing the configured signing secret ¦ {h32} ¦ WARNING:slack_bolt.middleware.request_verification:Invalid request signature detected (signature: v0=9a1c…, timestamp: 1796500000, body: command=/deploy&text=prod)\nDEBUG:app:signing_secret in use = {t}
s2 discord ready ¦ scenario 2 step 1: a discord.js debug log, the gateway identify with the bot token ¦ MTI{A23}.{u6}.{u38} ¦ [WS => Manager] Fetched Gateway Information\n[WS => Shard 0] Identifying\n    shard id: 0\n    intents: 33281\n    token: {t}
s2 discord webhook ¦ scenario 2 step 2: the discord.js log, a webhook post failing with its URL ¦ {u68} ¦ [webhook] POST https://discord.com/api/webhooks/1219930417731125351/{t} -> 429 {"message": "You are being rate limited.", "retry_after": 2.1}
s2 discord env ¦ scenario 2 step 3: the agent's cat of the bot's .env after the crash ¦ {h64} ¦ $ cat .env\nDISCORD_APP_ID=1219930417731125351\nDISCORD_PUBLIC_KEY=5c8e…(public)\nDISCORD_CLIENT_SECRET={t}
s3 botframework start ¦ scenario 3 step 1: a Bot Framework (Teams) adapter startup log with the app password ¦ {u3}8Q~{u34} ¦ [2026-12-07T01:12:44.118Z] restify listening to http://[::]:3978\n[adapter] CloudAdapter configured: MicrosoftAppId=5a1b7c3d-9e0f-4a12-b3c4-d5e6f7a8b9c0 MicrosoftAppType=SingleTenant MicrosoftAppPassword={t}
s3 botframework token ¦ scenario 3 step 2: the adapter log, a token from login.microsoftonline.com echoed ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6Ik1HTE{u40}.{u120}.{u86} ¦ [auth] POST https://login.microsoftonline.com/botframework.com/oauth2/v2.0/token 200\n[auth] access_token={t} expires_in=3599
s3 botframework reply ¦ scenario 3 step 3: the adapter log, a user in a Teams channel pasting a DB password the bot echoes ¦ {p} ¦ [turn] activity.type=message from=29:1Xk… conversation=19:meeting_Mz…@thread.v2\n[turn] text="<at>DeployBot</at> set prod db password {t}"\n[turn] replying: "Updated secret db-prod (v12)"
s4 relay setup ¦ scenario 4 step 1: a Twilio ConversationRelay voice-agent server log, the account auth token in the validator setup ¦ {h32} ¦ 01:20:03 INFO relay: starting ws server on :8080 (path /relay)\n01:20:03 DEBUG twilio: RequestValidator(auth_token='{t}')
s4 relay pin ¦ scenario 4 step 2: the voice-agent transcript, a caller reading their account PIN aloud ¦ {d8} ¦ {"type":"prompt","voicePrompt":"yeah my pin is {t} can you check the balance","lang":"en-US","last":true}\n{"type":"text","token":"Thanks, one moment while I look that up.","last":false}
s4 relay recording ¦ scenario 4 step 3: the transcript tool's summary with a signed recording URL ¦ {h64} ¦ Call CAf3a9… summary: caller verified, balance read back.\nRecording: https://api.twilio.com/2010-04-01/Accounts/AC5b…/Recordings/RE91….mp3?Signature={t}&Expires=1796503600
s5 rasa creds ¦ scenario 5 step 1: rasa run --debug loading credentials.yml, a channel secret logged ¦ {h32} ¦ 2026-12-07 01:22:10 DEBUG    rasa.core.channels.channel  - Loaded channel 'rest'\n2026-12-07 01:22:10 DEBUG    rasa.core.channels.channel  - Loaded channel 'slack' with config {'slack_token': 'xoxb-…', 'slack_signing_secret': '{t}'}
s5 rasa tracker ¦ scenario 5 step 2: the rasa debug trace, a slot set to a one-time code the user typed ¦ {d6} ¦ 2026-12-07 01:22:41 DEBUG    rasa.core.processor  - Received user message 'the code is {t}' with intent '{'name': 'inform_otp', 'confidence': 0.97}'\n2026-12-07 01:22:41 DEBUG    rasa.core.actions.forms  - Validating extracted slots: otp_code={t}
s5 rasa endpoints ¦ scenario 5 step 3: the agent's cat of endpoints.yml (tracker store password) ¦ {p} ¦ $ cat endpoints.yml\ntracker_store:\n  type: SQL\n  dialect: postgresql\n  url: db.bots.local\n  db: rasa\n  username: rasa\n  password: {t}
s6 idf menuconfig ¦ scenario 6 step 1: idf.py monitor boot log of an ESP32, the firmware printing its Wi-Fi config ¦ {p} ¦ I (312) wifi:wifi driver task: 3ffc08b4, prio:23, stack:6656, core=0\nI (332) app_main: connecting to SSID "lab-iot" with password "{t}"\nI (1342) wifi:connected with lab-iot, aid = 3, channel 6, BW20
s6 idf mqtt ¦ scenario 6 step 2: the same monitor log, the MQTT client config dump ¦ {A40} ¦ I (2104) mqtt_client: MQTT_EVENT_BEFORE_CONNECT\nD (2104) app_mqtt: broker=mqtts://mqtt.lab.local:8883 client_id=esp32-7c9e username=sensor-7c9e password={t}\nE (2410) mqtt_client: MQTT_EVENT_ERROR: Connection refused, not authorized
s6 idf ota ¦ scenario 6 step 3: the monitor log, an OTA URL with a bearer token in its query ¦ {u40} ¦ I (9120) esp_https_ota: Starting OTA from https://ota.lab.local/fw/esp32-v1.8.2.bin?token={t}\nE (9531) esp_https_ota: HTTP status 403
"""

SINGLES = r"""
platformio ini ¦ cat of a platformio.ini with build flags carrying a Wi-Fi password ¦ {p} ¦ [env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\nbuild_flags =\n    -DWIFI_SSID=\"greenhouse\"\n    -DWIFI_PASS=\"{t}\"\nmonitor_speed = 115200
pio monitor ¦ pio device monitor output of a board printing its cloud API key at boot ¦ {A32} ¦ --- Terminal on /dev/ttyUSB0 | 115200 8-N-1\n--- Quit: Ctrl+C | Menu: Ctrl+T | Help: Ctrl+T followed by Ctrl+H\n[boot] fw 2.3.1\n[cfg] api_key={t}\n[net] POST /ingest 401
arduino secrets ¦ cat of an Arduino sketch's arduino_secrets.h ¦ {p} ¦ #define SECRET_SSID "workshop-2g"\n#define SECRET_PASS "{t}"\n#define SECRET_DEVICE_KEY "…"
arduino cli upload ¦ arduino-cli compile with a secret passed as a build property, echoed in verbose mode ¦ {A36} ¦ $ arduino-cli compile -v -b esp32:esp32:esp32 --build-property "build.extra_flags=-DAPI_TOKEN=\"{t}\"" sensor/\n"/root/.arduino15/packages/esp32/tools/xtensa-esp32-elf-gcc/…/xtensa-esp32-elf-g++" -DAPI_TOKEN="{t}" -c sensor.ino.cpp
sdkconfig grep ¦ grep over an ESP-IDF sdkconfig for Wi-Fi settings ¦ {p} ¦ $ grep -n WIFI sdkconfig\n412:CONFIG_EXAMPLE_WIFI_SSID="factory-floor"\n413:CONFIG_EXAMPLE_WIFI_PASSWORD="{t}"\n414:CONFIG_EXAMPLE_MAXIMUM_RETRY=5
nvs csv ¦ cat of an ESP-IDF NVS partition CSV ¦ {A44} ¦ key,type,encoding,value\nstorage,namespace,,\ndevice_id,data,string,esp32-7c9e\ncloud_psk,data,string,{t}
zephyr prjconf ¦ rg over Zephyr prj.conf overlays ¦ {p} ¦ $ rg -n PSK boards/\nboards/nrf7002dk_nrf5340_cpuapp.conf:9:CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="{t}"
west manifest ¦ cat of a west.yml whose remote URL carries a token ¦ glpat-{u20} ¦ manifest:\n  remotes:\n    - name: vendor\n      url-base: https://oauth2:{t}@gitlab.vendor.io/fw\n  projects:\n    - name: hal_vendor\n      remote: vendor\n      revision: v2.4.0
west update ¦ west update failing and printing the remote URL with a password ¦ {p} ¦ === updating hal_vendor (modules/hal/vendor):\nfatal: Authentication failed for 'https://ci-bot:{t}@git.vendor.io/fw/hal_vendor/'\nERROR: update failed for project hal_vendor
picocom log ¦ picocom session log of a router's serial console at first boot ¦ {p} ¦ picocom v3.1\nport is        : /dev/ttyUSB1\nbaudrate is    : 115200\nTerminal ready\n[    8.112003] init: setting default admin password\nadmin password: {t}
minicom cap ¦ minicom capture file of a modem AT session setting an APN password ¦ {p} ¦ AT+CGDCONT=1,"IP","iot.carrier.net"\nOK\nAT+CGAUTH=1,1,"iotuser","{t}"\nOK
mpremote cat ¦ mpremote cat of a MicroPython board's secrets.py ¦ {A40} ¦ $ mpremote connect /dev/ttyACM0 cat :secrets.py\nWIFI_SSID = "makerspace"\nWIFI_PASSWORD = "…"\nAIO_KEY = "{t}"
esptool nvs ¦ esptool read_flash then strings over the NVS region ¦ {p} ¦ $ esptool.py --port /dev/ttyUSB0 read_flash 0x9000 0x6000 nvs.bin && strings -n 8 nvs.bin\nnvs.net80211\nsta.ssid\ngreenhouse\nsta.pswd\n{t}
slack manifest ¦ cat of a Slack app's .env next to its manifest ¦ {h32} ¦ SLACK_APP_ID=A07R2K9M1QX\nSLACK_CLIENT_ID=6112830918.7712093411\nSLACK_CLIENT_SECRET={t}
slack oauth mint ¦ an HTTP tool response from oauth.v2.access minting a bot token ¦ xoxb-{d12}-{d13}-{A24} ¦ HTTP 200 POST https://slack.com/api/oauth.v2.access\n{"ok":true,"app_id":"A07R2K9M1QX","access_token":"{t}","token_type":"bot","scope":"chat:write,commands","bot_user_id":"U07R3L0N2TY","team":{"id":"T02AB3CD4","name":"Lab"}}
discord rg ¦ rg over a discord.py bot for its token ¦ MTI{A23}.{u6}.{u38} ¦ $ rg -n "run\(" bot/\nbot/main.py:88:bot.run("{t}")
teams appsettings ¦ cat of a Teams bot appsettings.json ¦ {u3}8Q~{u34} ¦ {\n  "MicrosoftAppType": "MultiTenant",\n  "MicrosoftAppId": "0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b",\n  "MicrosoftAppPassword": "{t}",\n  "MicrosoftAppTenantId": ""\n}
twilio key mint ¦ an HTTP tool response creating a Twilio API key and its secret ¦ {A32} ¦ HTTP 201 POST /v1/Keys\n{"sid":"SK3f1a9b7c5d2e4f60718293a4b5c6d7e8","friendly_name":"voice-agent","secret":"{t}","date_created":"2026-12-07T01:30:00Z"}
vonage app mint ¦ an HTTP tool response creating a Vonage application with a generated private key ¦ MIIEvgIBADANBgkqhkiG9w0BAQEFAASC{b140} ¦ HTTP 201 POST https://api.nexmo.com/v2/applications\n{"id":"3d1f…","name":"ivr-agent","keys":{"public_key":"-----BEGIN PUBLIC KEY-----\\n…","private_key":"-----BEGIN PRIVATE KEY-----\\n{t}\\n-----END PRIVATE KEY-----\\n"}}
vonage transcript ¦ a Vonage Voice API ASR event, the caller spelling a password ¦ {p} ¦ {"speech":{"results":[{"confidence":"0.91","text":"password is {t}"}],"timeout_reason":"end_on_silence_timeout"},"uuid":"aaaaaaaa-bbbb-cccc-dddd-0123456789ab"}
botpress pat ¦ Botpress CLI login with a personal access token, echoed ¦ bp_pat_{A40} ¦ $ bp login --token {t} --workspace-id wkspace_01HX…\n✗ Could not login: 401 Unauthorized
botpress trace ¦ a Botpress conversation trace, a user message with a card PIN ¦ {d6} ¦ [2026-12-07 01:31:02] conv_01J9… user: "reset it to {t} please"\n[2026-12-07 01:31:02] node:reset_pin → action:setPin(pin="{t}")
rasa credentials ¦ cat of a Rasa credentials.yml for Telegram and Twilio voice ¦ {h32} ¦ twilio_voice:\n  initial_prompt: "hello"\n  account_sid: "AC5b…"\n  auth_token: "{t}"
hubot env ¦ env of a Hubot process read from /proc ¦ {A40} ¦ $ tr '\\0' '\\n' < /proc/4412/environ | grep HUBOT\nHUBOT_NAME=opsbot\nHUBOT_SLACK_TOKEN=…\nHUBOT_JENKINS_AUTH=deploy:{t}
errbot config ¦ cat of an Errbot config.py ¦ {A40} ¦ BACKEND = 'Discord'\nBOT_IDENTITY = {\n    'token': '{t}',\n}\nBOT_ADMINS = ('@kiran',)
git diff secrets h ¦ git diff adding a hard-coded MQTT password to firmware ¦ {p} ¦ $ git diff -- src/config.h\n@@ -12,3 +12,3 @@\n-#define MQTT_PASS ""\n+#define MQTT_PASS "{t}"
http mint teams ¦ an HTTP tool response from a client-secret creation for the Teams bot's app registration ¦ {u3}8Q~{u34} ¦ HTTP 200 POST /v1.0/applications/9c1e…/addPassword\n{"displayName":"bot-2026","endDateTime":"2027-12-07T00:00:00Z","keyId":"4e2a…","secretText":"{t}","hint":"k7z"}
http mint discord ¦ an HTTP tool response resetting a Discord bot token ¦ MTI{A23}.{u6}.{u38} ¦ HTTP 200 POST /api/v10/applications/1219930417731125351/bot/reset\n{"token":"{t}"}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
