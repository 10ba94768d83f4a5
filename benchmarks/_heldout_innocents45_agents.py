"""Innocent set 45: coding-agent output with no secret, public ids beside credential words,
set 45's languages and public ids of set 45's vendors.

``AGENT``: the tool shapes set 45's secrets used, holding nothing secret: Codex CLI's
``exec_command_end`` events and TUI cells, Claude Code's session JSONL (``toolUseResult``),
Aider's chat history, OpenCode's stored tool parts and Crush's JSON log, over set 45's
self-hosted apps, and tool responses listing keys by id, name and prefix only. ``PUBLIC``:
values public by design beside credential words (key ids, fingerprints, digests, public keys,
certificate serials, build, trace and span ids). ``WORLD``: set 45's words for recovery codes,
passphrases, PINs, passwords, API keys and tokens next to counts, dates and policies, holding
no value. ``VENDOR_IDS``: public ids of set 45's vendors (template ids, gallery ids, site ids,
account ids, customer ids, stream ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦{"id":"4","msg":{"type":"exec_command_end"⟧,⟦"stdout":"gameyfin 2.0.3"⟧,⟦"exit_code":0⟧}}
agent: ⟦{"id":"5","msg":{"type":"exec_command_end"⟧,⟦"stdout":"picsur   Up 3 hours (healthy)"⟧,⟦"exit_code":0⟧}}
agent: ⟦{"type":"exec_command_end","call_id":"call_«A8»"⟧,⟦"stderr":"grep: config.json: No such file or directory"⟧,⟦"exit_code":2⟧
agent: ⟦{"type":"user","toolUseResult":{"stdout":"bytestash listening on :5000"⟧,⟦"interrupted":false⟧}}
agent: ⟦{"toolUseResult":{"type":"text","file":{"filePath":"/srv/convertx/compose.yaml"⟧,⟦"numLines":24⟧}}}
agent: ⟦{"toolUseResult":{"mode":"files_with_matches","numFiles":3⟧,⟦"filenames":["src/auth.ts","src/env.ts","README.md"]⟧}}
agent: ⟦#### /run docker compose ps sablier⟧\n\n⟦> sablier   Up 2 days   0.0.0.0:10000->10000/tcp⟧
agent: ⟦#### /run grep -c API_KEY sparkyfitness/.env⟧\n\n⟦> 2⟧
agent: ⟦#### /git log --oneline -3⟧\n\n⟦> «h7» Move Posterizarr keys to env vars⟧
agent: ⟦{"type":"tool","tool":"read","state":{"status":"completed"⟧,"output":"00001| ⟦EXPO_PUBLIC_SERVER=https://media.acme.home⟧"}}
agent: ⟦{"type":"tool","tool":"bash","state":{"status":"completed","input":{"command":"jq 'keys' huntarr/config/settings.json"}⟧,⟦"output":"[\"api_url\", \"api_key\", \"interval\"]"⟧}}
agent: ⟦{"type":"tool","tool":"grep","state":{"status":"completed"⟧,⟦"output":"Found 2 matches"⟧}}
agent: ⟦{"level":"DEBUG","msg":"tool finished","tool":"view","path":"decluttarr/config/config.yaml"⟧,⟦"lines":58⟧}
agent: ⟦{"level":"DEBUG","msg":"tool finished","tool":"bash","command":"cleanuparr --version"⟧,⟦"result":"Cleanuparr 2.3.1"⟧}
agent: ⟦• Ran grep -c password zentao/config/my.php⟧\n  ⟦└ 1⟧
agent: ⟦• Ran docker logs --tail 2 plant-it⟧\n  ⟦└ Started PlantItApplication in 9.81 seconds⟧
agent: ⟦• Ran git diff --stat⟧\n  ⟦└ gameyfin/application.yml | 2 +-⟧
agent: ⟦HTTP 200 GET /api/apikeys⟧ ⟦[{"id":3,"name":"cli","prefix":"bs_3f","created":"2026-11-02"}]⟧
agent: ⟦HTTP 200 GET /api/v2/keys⟧ ⟦{"keys":[{"id":"«uuid»","label":"ci","last4":"x9Qa"}]}⟧
agent: ⟦HTTP 401 POST /api/apikey/create⟧ ⟦{"success":false,"message":"Not logged in"}⟧
agent: ⟦Edit sablier/sablier.yml⟧: ⟦token: ${SABLIER_TOKEN}⟧ (⟦1 line changed⟧)
agent: ⟦Read decluttarr/config/config.yaml⟧ (⟦58 lines⟧)
agent: ⟦> Add 0.3k tokens of command output to the chat? (Y)es/(N)o [Yes]: n⟧
agent: ⟦exit code 0⟧ ⟦duration 0.41 s⟧ ⟦call_id call_«A8»⟧
agent: ⟦{"id":"7","msg":{"type":"exec_command_end"⟧,⟦"stdout":"PiGallery2 v2.0.0"⟧,⟦"exit_code":0⟧}}
agent: ⟦{"id":"8","msg":{"type":"exec_command_end"⟧,⟦"stdout":"3 files changed, 12 insertions(+), 4 deletions(-)"⟧}}
agent: ⟦{"type":"user","toolUseResult":{"stdout":"dockhand 1.4.2 (commit «h7»)"⟧,⟦"isImage":false⟧}}
agent: ⟦{"toolUseResult":{"filePath":"/srv/huntarr/config/settings.json"⟧,⟦"oldString":"\"interval\": 900"⟧,⟦"newString":"\"interval\": 1800"⟧}}
agent: ⟦#### /run docker compose restart posterizarr⟧
⟦> Container posterizarr  Started⟧
agent: ⟦#### /run curl -s localhost:6868/api/health⟧
⟦> {"status":"ok","version":"1.1.0"}⟧
agent: ⟦> Added profilarr/config.yml to the chat⟧
agent: ⟦{"type":"tool","tool":"edit","state":{"status":"completed"⟧,⟦"input":{"filePath":"streamyfin/app.json"}⟧,⟦"output":""⟧}}
agent: ⟦{"type":"tool","tool":"bash","state":{"status":"completed","input":{"command":"bun run build"}⟧,⟦"output":"Built in 4.12s"⟧}}
agent: ⟦{"level":"DEBUG","msg":"tool finished","tool":"grep","pattern":"api_key"⟧,⟦"result":"3 matches in 2 files"⟧}
agent: ⟦{"level":"INFO","msg":"session saved","session":"«uuid»"⟧,⟦"messages":41⟧}
agent: ⟦• Ran docker compose ps⟧
  ⟦└ cleanuparr  running (healthy)⟧
agent: ⟦• Edited gameyfin/application.yml (+1 -1)⟧
agent: ⟦• Ran git log -1 --format=%H⟧
  ⟦└ «h40»⟧
agent: ⟦HTTP 201 POST /api/v1/tokens⟧ ⟦{"id":"«uuid»","name":"ci","expires":"2027-01-01"}⟧ (⟦value shown once in the UI⟧)
agent: ⟦HTTP 200 GET /api/keys⟧ ⟦[{"name":"sonarr","prefix":"c3a1","scopes":["read"]}]⟧
"""

PUBLIC = r"""
public: ⟦key id «h16»⟧ ⟦(the secret is not shown again)⟧
public: ⟦SSH key fingerprint SHA256:«b64_43»⟧ ⟦deploy@gigalixir⟧
public: ⟦GPG key «H16»⟧ ⟦signed release gameyfin-2.0.3.jar⟧
public: ⟦image digest sha256:«h64»⟧ ⟦ghcr.io/acme/picsur:0.6⟧
public: ⟦git commit «h40»⟧ ⟦"Rotate Creatomate API key"⟧
public: ⟦trace id «h32»⟧ ⟦span id «h16»⟧ ⟦POST /v2/renders 401⟧
public: ⟦build «d6»⟧ ⟦artifact shop-web-«h12».tgz⟧ ⟦token scope: read⟧
public: ⟦certificate serial «H32»⟧ ⟦expires 2027-03-01⟧
public: ⟦JWT kid «l12»⟧ ⟦alg HS256⟧ ⟦issuer https://stream.acme.tv⟧
public: ⟦webhook id «uuid»⟧ ⟦signing secret stored in vault⟧
public: ⟦API key «A6»…⟧ ⟦created 2026-11-30⟧ ⟦last used 2 h ago⟧
public: ⟦public key ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ops@acme.io⟧
public: ⟦x-mcd-id «h16»⟧ ⟦(the token is in the secret store)⟧
public: ⟦request id req_«A24»⟧ ⟦401 invalid api key⟧
public: ⟦etag "«h32»"⟧ ⟦cache-control: no-store⟧
public: ⟦OAuth client id «A24»⟧ ⟦(client secret in the vault)⟧
public: ⟦Incapsula API ID «d5»⟧ ⟦API key rotated 2026-11-30⟧
public: ⟦Artillery test id «l8»⟧ ⟦recorded with --record⟧
public: ⟦sigstore bundle «h64»⟧ ⟦verified⟧
public: ⟦SBOM serial urn:uuid:«uuid»⟧ ⟦cyclonedx 1.5⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦age recipient age1«l58»⟧ ⟦(public, for sops)⟧
public: ⟦TLS SPKI pin sha256/«b64_43»=⟧ ⟦backup pin present⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦@arcjet/next 1.0.0⟧
public: ⟦Docker image id sha256:«h12»⟧ ⟦ghcr.io/acme/convertx⟧
"""

WORLD = r"""
world: ⟦Parola trebuie să aibă cel puțin 12 caractere⟧ (⟦Romanian⟧)
world: ⟦Паролата ви изтича след 90 дни⟧ (⟦Bulgarian⟧)
world: ⟦Лозинката е променета на 2026-12-01⟧ (⟦Macedonian⟧)
world: ⟦Лозинка мора имати најмање 10 знакова⟧ (⟦Serbian⟧)
world: ⟦Zaporka je promijenjena⟧, ⟦3 aktivne sesije⟧ (⟦Croatian⟧)
world: ⟦Geslo mora vsebovati številko⟧ (⟦Slovenian⟧)
world: ⟦Fjalëkalimi skadon pas 60 ditësh⟧ (⟦Albanian⟧)
world: ⟦Ο κωδικός πρόσβασης άλλαξε στις 14:02⟧ (⟦Greek⟧)
world: ⟦Şifreniz 3 kez yanlış girildi⟧ (⟦Turkish⟧)
world: ⟦პაროლი უნდა შეიცავდეს 8 სიმბოლოს⟧ (⟦Georgian⟧)
world: ⟦Գաղտնաբառը պետք է լինի առնվազն 8 նիշ⟧ (⟦Armenian⟧)
world: ⟦Şifrə 30 gündən sonra dəyişdirilməlidir⟧ (⟦Azerbaijani⟧)
world: ⟦Slaptažodis pakeistas prieš 2 dienas⟧ (⟦Lithuanian⟧)
world: ⟦Parolei jābūt vismaz 12 rakstzīmēm⟧ (⟦Latvian⟧)
world: ⟦Taastekoodid: 10 alles, 0 kasutatud⟧ (⟦Estonian⟧)
world: ⟦Codurile de recuperare au fost generate pe 2026-11-20⟧ (⟦Romanian⟧)
world: ⟦API ключът е създаден от ⟧⟦admin⟧ (⟦Bulgarian⟧)
world: ⟦Vaš PIN ima 6 znamenki⟧ (⟦Croatian⟧)
world: ⟦Vaša tajna reč ima 4 reči⟧ (⟦Kajkavian⟧)
world: ⟦Parola ta ăi sigură⟧ (⟦Megleno-Romanian⟧)
world: ⟦Кодът за възстановяване е използван⟧ (⟦Bulgarian⟧)
world: ⟦Vaša šifra ističe za 7 dana⟧ (⟦Bosnian⟧)
world: ⟦Kodi i rikuperimit u përdor⟧ (⟦Albanian⟧)
world: ⟦Οι κωδικοί ανάκτησης: 10 διαθέσιμοι⟧ (⟦Greek⟧)
world: ⟦Kurtarma kodlarınız yenilendi⟧ (⟦Turkish⟧)
world: ⟦აღდგენის კოდები განახლდა⟧ (⟦Georgian⟧)
world: ⟦API բանալին ստեղծվել է 2026-11-30⟧ (⟦Armenian⟧)
world: ⟦Atkūrimo kodai: liko 8⟧ (⟦Lithuanian⟧)
world: ⟦Paroles frāzē jābūt 5 vārdiem⟧ (⟦Latvian⟧)
world: ⟦Salasõna peab olema vähemalt 12 märki⟧ (⟦Estonian⟧)
world: ⟦Şifrəniz uğurla dəyişdirildi⟧ (⟦Azerbaijani⟧)
world: ⟦PIN-ul trebuie să aibă 6 cifre⟧ (⟦Romanian⟧)
world: ⟦Токенот за пристап истекува за 1 час⟧ (⟦Macedonian⟧)
world: ⟦Žeton za dostop je preklican⟧ (⟦Slovenian⟧)
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Creatomate template «uuid»⟧ ⟦render «uuid» succeeded⟧
vendor-ids: ⟦Cincopa gallery fid «A12»⟧ ⟦42 assets⟧
vendor-ids: ⟦Gumlet workspace «h24»⟧ ⟦collection «h24»⟧
vendor-ids: ⟦Ant Media stream id «l12»⟧ ⟦app LiveApp⟧ ⟦viewers 318⟧
vendor-ids: ⟦GleSYS server wps«d6»⟧ ⟦project cl«d5»⟧ ⟦datacenter Falkenberg⟧
vendor-ids: ⟦Incapsula site id «d7»⟧ ⟦account id «d7»⟧
vendor-ids: ⟦Monte Carlo monitor «uuid»⟧ ⟦table analytics.orders⟧
vendor-ids: ⟦Artillery test run «l10»⟧ ⟦p95 212 ms⟧
vendor-ids: ⟦Makeswift site «uuid»⟧ ⟦page /pricing published⟧
vendor-ids: ⟦Engine Yard environment «d5»⟧ ⟦app shop⟧ ⟦instance i-«h17»⟧
vendor-ids: ⟦Gigalixir app shop-api⟧ ⟦replica «l5»⟧ ⟦region europe-west1⟧
vendor-ids: ⟦Convelio quote QT-«d5»⟧ ⟦crate 120×80×40 cm⟧
vendor-ids: ⟦Arcjet rule id «l10»⟧ ⟦mode LIVE⟧ ⟦decision DENY⟧
vendor-ids: ⟦Giskard scan «d4»⟧ ⟦model «uuid»⟧ ⟦3 issues⟧
vendor-ids: ⟦Everypixel image «d6»⟧ ⟦quality 0.82⟧
vendor-ids: ⟦Gretel project «l12»⟧ ⟦model «h24»⟧ ⟦SQS 88⟧
vendor-ids: ⟦Elestio service «uuid»⟧ ⟦provider hetzner⟧
vendor-ids: ⟦Metaplane connection «uuid»⟧ ⟦warehouse snowflake_prod⟧
vendor-ids: ⟦Castr stream live_«h32»⟧ ⟦RTMP ingest ok⟧
vendor-ids: ⟦Cherry Servers server «d6»⟧ ⟦plan e5_1620v4⟧
vendor-ids: ⟦Outvio order «d8»⟧ ⟦carrier GLS⟧
vendor-ids: ⟦Alyce gift «d7»⟧ ⟦status accepted⟧
vendor-ids: ⟦kluster.ai batch «uuid»⟧ ⟦420 requests⟧
vendor-ids: ⟦Croptracker block «d4»⟧ ⟦Honeycrisp⟧
vendor-ids: ⟦Kontainers booking KB-«d6»⟧ ⟦40HC⟧
vendor-ids: ⟦InstaFreight shipment IF-«d6»⟧ ⟦in transit⟧
vendor-ids: ⟦Kinaxis scenario «l10»⟧ ⟦Q1 plan⟧
vendor-ids: ⟦Medianova resource «d6»⟧ ⟦purge complete⟧
vendor-ids: ⟦ZenTao story «d5»⟧ ⟦sprint «d3»⟧
"""
