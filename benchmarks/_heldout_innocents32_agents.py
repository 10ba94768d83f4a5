"""Innocent set 32: coding-agent output with no secret, public ids beside credential words,
set 32's languages and public ids of set 32's vendors.

``AGENT``: the tool shapes set 32's secrets used, holding nothing secret: CodeCompanion.nvim's
``@cmd_runner``, PydanticAI ``ToolReturnPart``, Strands Agents ``toolResult``, Google ADK
``function_response`` events, Griptape ``ToolkitTask`` logs, GPT Pilot's ``EXECUTE COMMAND``,
ellama, Theia AI, Langflow, Flowise, BeeAI, Upsonic, Atomic Agents, Motia, Smithery, AskCodi,
Wingman, Replit Agent and Vercel AI SDK results, and HTTP tool responses listing keys by id,
name and prefix only. ``PUBLIC``: values public by design beside credential words (key ids,
fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 32's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 32's vendors (project, organization, device, account and router ids). None holds a
secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦The **@cmd_runner** tool ran `docker compose ps affine` successfully:⟧\n⟦affine   Up 3 hours (healthy)⟧
agent: ⟦The **@cmd_runner** tool ran `grep -c JWT_SECRET appflowy-cloud/.env` successfully:⟧\n⟦1⟧
agent: ⟦ToolReturnPart(tool_name='read_file'⟧, ⟦content='BASE_URL=https://feedback.acme.io'⟧, ⟦tool_call_id='call_Jq9'⟧, ⟦part_kind='tool-return')⟧
agent: ⟦ToolReturnPart(tool_name='run_command'⟧, ⟦content={'stdout': 'keila 0.15.1', 'exit_code': 0}⟧, ⟦part_kind='tool-return')⟧
agent: ⟦{'toolResult': {'toolUseId': 'tooluse_Kp9', 'status': 'success'⟧, ⟦'content': [{'text': 'passbolt 4.10.1 healthcheck: 38 passed, 0 failed'}]}}⟧
agent: ⟦{'toolResult': {'toolUseId': 'tooluse_Kq1', 'status': 'error'⟧, ⟦'content': [{'text': 'file not found: onedev/conf/hibernate.properties'}]}}⟧
agent: ⟦FunctionResponse(name='run_shell'⟧, ⟦response={'stdout': 'EspoCRM 9.0.3', 'returncode': 0}⟧)
agent: ⟦FunctionResponse(name='read_file'⟧, ⟦response={'result': "'siteUrl' => 'https://crm.acme.io',"}⟧)
agent: ⟦[12/06/26 10:22:03] INFO     ToolkitTask 7c2e1a⟧\n⟦Response: PsiTransfer v2.2.0 is running on port 3000⟧
agent: ⟦--------- EXECUTE COMMAND ----------⟧\n⟦Can I execute the command: `php -v` with 3000ms timeout?⟧\n⟦CLI OUTPUT:PHP 8.3.12 (cli)⟧
agent: ⟦--------- EXECUTE COMMAND ----------⟧\n⟦CLI OUTPUT:grep: hi.events/backend/.env: No such file or directory⟧
agent: ⟦** ellama: shell-command "systemctl is-active pretix"⟧\n⟦active⟧
agent: ⟦Theia Coder ▸ tool getFileContent(file: "/opt/indico/etc/logging.yaml")⟧ ⟦level: INFO⟧
agent: ⟦[Langflow] Component "Shell Command" (ShellCommand-x2Q9r) output:⟧ ⟦alf.io 2.0-M5⟧
agent: ⟦Used tools: readConfig⟧ ⟦{"toolOutput":"http_path = /ilias"}⟧
agent: ⟦Agent 🤖 (tool_output) :⟧ ⟦{"tool": "PythonTool", "output": "kolibri 0.17.2"}⟧
agent: ⟦Tool Call: read_file(path='/etc/tuleap/conf/local.inc')⟧\n⟦Result: $sys_default_domain = 'tuleap.acme.io';⟧
agent: ⟦BashToolOutputSchema(stdout='Restyaboard 1.7.1'⟧, ⟦stderr=''⟧, ⟦exit_code=0)⟧
agent: ⟦[motia] step read-config emitted config.read⟧ ⟦{"file":"/etc/zm/zm.conf","lines":["ZM_DB_HOST=localhost"]}⟧
agent: ⟦smithery ▸ filesystem.list_directory →⟧ ⟦[FILE] conf.json [FILE] super.json [DIR] videos⟧
agent: ⟦Wingman ▸ $ scrutiny --version⟧\n⟦scrutiny version 0.8.1⟧
agent: ⟦{ type: 'tool-result', toolCallId: 'call_Qw9', toolName: 'readFile'⟧, ⟦output: { type: 'text', value: "$config['db_host'] = 'localhost';" } }⟧
agent: ⟦GET https://code.acme.io/~api/access-tokens⟧\n⟦200 OK⟧\n⟦[{"id":12,"name":"agent","expireDate":null}]⟧
agent: ⟦GET https://tickets.acme.io/api/v1/organizers/acme/teams/3/tokens/⟧\n⟦{"id":19,"name":"agent","active":true}⟧
agent: ⟦GET https://tuleap.acme.io/api/access_keys⟧ ⟦[{"id":44,"description":"ci","expiration_date":"2027-06-01"}]⟧
agent: ⟦GET https://crm.acme.io/api/v1/User?select=userName,type⟧ ⟦{"total":2,"list":[{"userName":"api-sync","type":"api"}]}⟧
agent: ⟦$ rg -n 'SECRET|PASSWORD' huly/⟧\n⟦huly/README.md⟧\n⟦12:Set HULY_SECRET in .env (never commit it).⟧
agent: ⟦$ git diff -- glpi/config/config_db.php⟧\n⟦-   public $dbhost = 'db1';⟧\n⟦+   public $dbhost = 'db2';⟧
agent: ⟦$ ag EMAIL_MAILGUN_API fider/⟧\n⟦fider/docs/email.md⟧\n⟦4:EMAIL_MAILGUN_API is read from the environment.⟧
agent: ⟦$ diff -u keila/.env.bak keila/.env⟧\n⟦-URL_HOST=keila.local⟧\n⟦+URL_HOST=news.acme.io⟧
agent: ⟦[read] /opt/stacks/wiki/compose.yaml (lines 9-12)⟧\n⟦DB_TYPE: postgres⟧\n⟦DB_PASS_FILE: /run/secrets/db_pass⟧
agent: ⟦$ docker exec kolibri printenv KOLIBRI_HTTP_PORT⟧\n⟦8080⟧
agent: ⟦$ rg -c SMTP_PASSWORD restyaboard/⟧\n⟦restyaboard/docker-compose.yml:1⟧
agent: ⟦POST https://tickets.acme.io/api/auth/logout⟧\n⟦204 No Content⟧
agent: ⟦$ git diff config.production.js⟧\n⟦-  maxFileSize: 2 * 1024 ** 3,⟧\n⟦+  maxFileSize: 4 * 1024 ** 3,⟧
agent: ⟦$ rg -n netcam_url /etc/motioneye/⟧\n⟦camera-2.conf:12:netcam_url rtsp://192.168.1.65:554/Streaming/Channels/101⟧
agent: ⟦$ grep -n pass data/acme/client.ini.php⟧\n⟦(no match: password moved to secrets manager)⟧
agent: ⟦ToolReturnPart(tool_name='list_keys'⟧, ⟦content=[{'id': 'key_7', 'prefix': 'ak_live_3f', 'created': '2026-11-02'}]⟧, ⟦part_kind='tool-return')⟧
agent: ⟦{'toolResult': {'toolUseId': 'tooluse_Kq4', 'status': 'success'⟧, ⟦'content': [{'text': 'rotated: api key id key_7 (prefix ak_live_3f), new id key_8'}]}}⟧
agent: ⟦FunctionResponse(name='vault_status'⟧, ⟦response={'sealed': False, 'version': '1.18.2', 'ha_enabled': True}⟧)
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint 2E1F 0C9B 7A66 D3A4 C5B8 E0F1 D2C3 B4A5 9687 1234⟧ for ⟦Passbolt server key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦ignition.plant1.acme.io⟧
public: ⟦client-id=5f2c8a10-7d3e-4b9a-a1f0-2e6c4d8b9a31⟧ is the ⟦Blackfire client id⟧ (⟦token not shown⟧)
public: ⟦key id «h16»⟧ signed ⟦release 4.10.1⟧ — ⟦signature good⟧
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ ⟦service=orders⟧
public: ⟦image digest sha256:«h64»⟧ ⟦tag 2026.12.06⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦expires 2027-03-04⟧
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ ⟦branch main⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg ES256⟧ ⟦use sig⟧
public: ⟦age public key age1«l58»⟧ for ⟦backup recipient ops⟧
public: ⟦X-CP-API-ID: b7e02c94⟧ is an ⟦id header, not the key⟧
public: ⟦Photon App ID «uuid»⟧ is ⟦shipped in the client build⟧
public: ⟦TrackJS application key «l8»-web⟧ (⟦not the token⟧)
public: ⟦publishable key pk_live_«A24»⟧ on ⟦checkout page⟧
public: ⟦request id «uuid»⟧ ⟦status 401⟧ ⟦took 41 ms⟧
public: ⟦checksum sha512-«b64_86»⟧ for ⟦@bugfender/sdk 3.8.1⟧
public: ⟦Sec-WebSocket-Accept: «b64_27»=⟧ ⟦101 Switching Protocols⟧
public: ⟦KMS key arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ ⟦rotation on⟧
public: ⟦token prefix oh.ci.⟧ ⟦created 2026-12-01⟧ ⟦last used 2026-12-06⟧
public: ⟦api key id «U16»⟧ ⟦scope read:checks⟧ ⟦owner ops⟧
public: ⟦Vault accessor hmac-sha256:«h64»⟧ ⟦policy orders-read⟧
public: ⟦minisign public key RW«b64_54»⟧ for ⟦release signing⟧
public: ⟦OpenPGP key 0x«H16»⟧ ⟦expires 2028-01-01⟧ ⟦uid releases@acme.io⟧
public: ⟦reCAPTCHA site key 6L«A38»⟧ on ⟦signup form⟧
public: ⟦Sigstore Rekor log index «d9»⟧ ⟦entry «h64»⟧
public: ⟦TLS SPKI pin sha256/«b64_43»=⟧ for ⟦api.acme.io⟧
public: ⟦Nostr npub1«l58»⟧ is the ⟦announcement account⟧
public: ⟦WebAuthn credential id «A43»⟧ ⟦(public, per passkey)⟧
public: ⟦span «h16»⟧ ⟦parent «h16»⟧ ⟦name "POST /oauth/token"⟧ ⟦status 401⟧
public: ⟦build provenance digest sha256:«h64»⟧ ⟦builder github-actions⟧
"""

WORLD = r"""
world: ⟦छिगु पासवर्ड 12 आखः⟧ ⟦(Newari: your password, 12 letters)⟧
world: ⟦Jamaican Patois:⟧ ⟦Yuh password fi have 12 character⟧
world: ⟦Hunsrik:⟧ ⟦Dayn Passwort is aus 14 Buchstabe⟧
world: ⟦ਗੁਪਤ ਪਿੰਨ 6 ਅੰਕਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ⟧ ⟦(Punjabi: the secret PIN must be 6 digits)⟧
world: ⟦પુનઃપ્રાપ્તિ કોડ 10 વખત વાપરી શકાય⟧ ⟦(Gujarati: 10 recovery codes)⟧
world: ⟦ನಿಮ್ಮ API ಕೀ 90 ದಿನಗಳಲ್ಲಿ ಅವಧಿ ಮುಗಿಯುತ್ತದೆ⟧ ⟦(Kannada: your API key expires in 90 days)⟧
world: ⟦మీ రహస్య పదబంధం 6 పదాలు⟧ ⟦(Telugu: your passphrase, 6 words)⟧
world: ⟦ആക്സസ് ടോക്കൺ 1 മണിക്കൂർ⟧ ⟦(Malayalam: access token, 1 hour)⟧
world: ⟦මුරපදය අවම අකුරු 12⟧ ⟦(Sinhala: password, at least 12 letters)⟧
world: ⟦ពាក្យសម្ងាត់ត្រូវមាន 12 តួ⟧ ⟦(Khmer: password needs 12 characters)⟧
world: ⟦ລະຫັດ PIN 6 ໂຕເລກ⟧ ⟦(Lao: 6-digit PIN)⟧
world: ⟦Нууц үг 90 хоногт солигдоно⟧ ⟦(Mongolian: password changes every 90 days)⟧
world: ⟦Қалпына келтіру кодтары: 10 дана⟧ ⟦(Kazakh: 10 recovery codes)⟧
world: ⟦აღდგენის კოდი გამოიყენება ერთხელ⟧ ⟦(Georgian: a recovery code is used once)⟧
world: ⟦복구 코드 10개 중 3개 사용됨⟧ ⟦(Korean: 3 of 10 recovery codes used)⟧
world: ⟦API 密钥已于 2026-12-01 轮换⟧ ⟦(Chinese: API key rotated on 2026-12-01)⟧
world: ⟦復旧コードは残り 7 個⟧ ⟦(Japanese: 7 recovery codes left)⟧
world: ⟦Rhaid i'ch cyfrinair fod yn 12 nod⟧ ⟦(Welsh: your password must be 12 characters)⟧
world: ⟦Aðgangsorðið rennur út eftir 30 daga⟧ ⟦(Icelandic: the pass word expires in 30 days)⟧
world: ⟦Giriş tokeni 24 saat etibarlıdır⟧ ⟦(Azerbaijani: access token valid 24 hours)⟧
world: ⟦Iphasiwedi kufanele ibe nezinhlamvu eziyi-12⟧ ⟦(Zulu: password must have 12 letters)⟧
world: ⟦Kòd sekrè a gen 6 chif⟧ ⟦(Haitian Creole: the secret code has 6 digits)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦OneSky project 284113⟧ ⟦locale it⟧ ⟦92% translated⟧
vendor: ⟦CARTO user acme-gis⟧ ⟦table parcels⟧ ⟦12,044 rows⟧
vendor: ⟦Cradlepoint router id «d7»⟧ ⟦account «d5»⟧ ⟦state online⟧
vendor: ⟦Teltonika device IMEI 35209308«d7»⟧ ⟦FOTA WEB group «d4»⟧
vendor: ⟦Peplink device serial «U4»-«U4»-«U4»⟧ ⟦WAN 2 cellular⟧
vendor: ⟦Homey cloud id «h24»⟧ ⟦flows 31⟧
vendor: ⟦WhyLabs org-7d2Kq9⟧ ⟦dataset model-7⟧ ⟦profile «d13»⟧
vendor: ⟦LogScale repository acme-prod⟧ ⟦parser nginx-json⟧ ⟦view all⟧
vendor: ⟦Gremlin team id «uuid»⟧ ⟦attack «uuid»⟧ ⟦status Successful⟧
vendor: ⟦Matecat job «d7»⟧ ⟦password-protected link id «d7»-«h12»⟧
vendor: ⟦Instabug bug #«d5»⟧ ⟦app acme-ios⟧ ⟦state open⟧
vendor: ⟦Bugfender device «d9»⟧ ⟦app 412⟧ ⟦logs 2,118⟧
vendor: ⟦NodePing check «d12»-«U8»⟧ ⟦type HTTP⟧ ⟦interval 1 min⟧
vendor: ⟦Jeedom cmd id 412⟧ ⟦scenario volets-soir⟧
vendor: ⟦Fibaro device 41⟧ ⟦room Garage⟧ ⟦value false⟧
vendor: ⟦Domoticz idx 164⟧ ⟦svalue 12⟧ ⟦nvalue 0⟧
vendor: ⟦UniCourt caseId «U12»⟧ ⟦court CACD⟧
vendor: ⟦Magaya shipment MAG-«d5»⟧ ⟦network id «d5»⟧
vendor: ⟦Shipwell shipment «uuid»⟧ ⟦status tendered⟧
vendor: ⟦Omada controller id «h32»⟧ ⟦site Lisbon⟧
vendor: ⟦openHAB item LivingRoom_Temp⟧ ⟦21.5 °C⟧
vendor: ⟦Crestron XiO account «h8»⟧ ⟦room Board 4⟧
vendor: ⟦Wordbee project «d6»⟧ ⟦account acmeloc⟧ ⟦status In progress⟧
vendor: ⟦Pandora FMS agent «d4»⟧ ⟦module cpu_load⟧ ⟦critical 90⟧
vendor: ⟦Hund.io component «h24»⟧ ⟦state operational⟧
vendor: ⟦Gamebase app id Kx3pL9qR⟧ ⟦member p-«d5»⟧
vendor: ⟦Hiro Stacks tx 0x«h64»⟧ ⟦status success⟧
vendor: ⟦Canary tag Line1.Temp⟧ ⟦view plant1⟧ ⟦last 71.2 °C⟧
vendor: ⟦AirVantage system uid «h32»⟧ ⟦gateway «d15»⟧
vendor: ⟦Meross device uuid «h32»⟧ ⟦type mss310⟧
vendor: ⟦Litmus Edge device «uuid»⟧ ⟦driver Modbus TCP⟧
vendor: ⟦Epsagon app orders⟧ ⟦trace «uuid»⟧ ⟦duration 212 ms⟧
"""
