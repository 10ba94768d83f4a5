"""Innocent set 44: coding-agent output with no secret, public ids beside credential words,
set 44's languages and public ids of set 44's vendors.

``AGENT``: the tool shapes set 44's secrets used, holding nothing secret: MCP
``resources/read`` results, ``elicitation/create`` answers, ``notifications/progress``
messages, ``resource_link`` blocks and ``prompts/get`` messages, Cline memory-bank files,
``TodoWrite`` lists, ``plan.md``/``tasks.md``/``MEMORY.md``/``AGENTS.md``/``GEMINI.md``
notes, XML tool output and YAML/TOML tool output, and HTTP tool responses listing keys by
id, name and prefix only. ``PUBLIC``: values public by design beside credential words (key
ids, fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 44's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 44's vendors (account names, corpus ids, feed ids, zone ids, integration names).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦{"jsonrpc":"2.0","id":7,"result":{"contents":[{"uri":"file:///srv/wallos/README.md"⟧,⟦"text":"Wallos 2.38.1"⟧}]}}
agent: ⟦{"jsonrpc":"2.0","id":«d3»,"result":{"contents":[]}}⟧ ⟦(resource empty)⟧
agent: ⟦{"jsonrpc":"2.0","id":12,"result":{"action":"decline"}}⟧ ⟦user declined the form⟧
agent: ⟦{"jsonrpc":"2.0","id":13,"result":{"action":"accept","content":{"service":"trudesk","port":8118}}}⟧
agent: ⟦{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"deploy-41"⟧,⟦"progress":4,"total":5⟧,⟦"message":"tvheadend restarted"⟧}}
agent: ⟦"progressToken":"build-«l6»"⟧ ⟦"progress":1,"total":3⟧
agent: ⟦{"type":"resource_link","uri":"file:///srv/zwave/store/nodes.json","name":"nodes.json"}⟧ ⟦"isError":false⟧
agent: ⟦{"content":[{"type":"text","text":"42 nodes, 3 dead"}],"isError":true}⟧
agent: ⟦{"messages":[{"role":"user","content":{"type":"text","text":"Summarize zurg logs"}}]}⟧
agent: ⟦# Active Context⟧\n⟦- Speedtest Tracker moved to the NAS⟧\n⟦- Next: cron for 04:00 runs⟧
agent: ⟦# Progress⟧\n⟦## Done⟧\n⟦- Tianji up behind Caddy (JWT secret in Docker secrets)⟧
agent: ⟦# Tech Context⟧\n⟦- Twake Workplace on docker compose⟧\n⟦- Mongo 7.0, password from env⟧
agent: ⟦☐ Log in to TasmoAdmin and update 14 plugs⟧\n⟦☒ Back up tasmoadmin/data⟧
agent: ⟦TodoWrite({"todos":[{"content":"Rotate Termix JWT secret","status":"in_progress"⟧,⟦"activeForm":"Rotating Termix secret"⟧}]})
agent: ⟦# plan.md⟧\n⟦1. Point Tracearr at Plex (token via env PLEX_TOKEN)⟧\n⟦2. Import history⟧
agent: ⟦## tasks.md⟧\n⟦- [x] install tunarr 0.20⟧\n⟦- [ ] add Jellyfin source⟧
agent: ⟦# MEMORY.md⟧\n⟦- Warpgate bastion at https://bastion.acme.io:8888⟧ ⟦admin password in 1Password vault "ops"⟧
agent: ⟦# AGENTS.md⟧\n⟦Run `make test` before committing.⟧ ⟦Never print SHOUTRRR_URL.⟧
agent: ⟦## Gemini Added Memories⟧\n⟦- your_spotify runs on :8080⟧
agent: ⟦<tool_result tool="bash" exit_code="0">⟧\n⟦<stdout>UpSnap 5.1.2</stdout>⟧\n</tool_result>
agent: ⟦<function_results>⟧\n<result><name>⟦read_file⟧</name><output>⟦[tautulli-1]⟧\n⟦ssl = false⟧</output></result>\n</function_results>
agent: ⟦<observation>⟧\n⟦$ grep -c SECRET_KEY warracker/.env⟧\n⟦1⟧\n</observation>
agent: ⟦tool_output:⟧\n  ⟦tool: shell⟧\n  ⟦exit_code: 0⟧\n  ⟦stdout: wastebin 3.0.0⟧
agent: ⟦[tool_output]⟧\n⟦tool = "read_file"⟧\n⟦path = "webtrees/data/config.ini.php"⟧\n⟦lines = 12⟧
agent: ⟦$ git diff --stat zerobyte/⟧ ⟦compose.yml | 2 +-⟧
agent: ⟦$ rg -c secret_access_key /etc/zrepl/⟧ ⟦/etc/zrepl/zrepl.yml:1⟧
agent: ⟦HTTP 200 GET /api/v1/tokens⟧ ⟦{"data":[{"name":"grafana","prefix":"tm_7Qx","created":"2026-11-02"}]}⟧
agent: ⟦HTTP 200 GET /@warpgate/admin/api/tokens⟧ ⟦[{"id":"«uuid»","label":"ci","expiry":null}]⟧
agent: ⟦HTTP 200 /open/global/user/apiKey/list⟧ ⟦{"result":[{"apiKey":"sk_…a41f","usage":118}]}⟧
agent: ⟦Tool ReadFile returned: {"Port": ":53842", "PublicName": "files.acme.io"}⟧
agent: ⟦{"jsonrpc":"2.0","id":21,"method":"sampling/createMessage"⟧,⟦"maxTokens":300⟧,⟦"text":"Summarize tinyfilemanager access log"⟧}
agent: ⟦{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","logger":"fs"⟧,⟦"data":"read runtipi/state/apps.json (14 apps)"⟧}}
agent: ⟦{"jsonrpc":"2.0","id":31,"result":{"completion":{"values":["TILEDESK_PROJECT=acme","TILEDESK_REGION=eu"]⟧,⟦"hasMore":false⟧}}}
agent: ⟦<update_todo_list>⟧\n⟦[x] Export Tellico collection⟧\n⟦[ ] Push to Discogs (key in env)⟧\n</update_todo_list>
agent: ⟦# CLAUDE.md⟧\n⟦- tileserver-gl serves /styles/basic⟧\n⟦- keys live in .env.local (gitignored)⟧
agent: ⟦<bash-stdout>YTDLM_PORT=17442⟧\n⟦YTDLM_MULTI_USER=false</bash-stdout>⟧
agent: ⟦<local-command-stdout>webmin 2.302 running on :10000</local-command-stdout>⟧
agent: ⟦<command-output exit="0">⟧\n⟦RAILS_ENV=production⟧\n⟦WRITEBOOK_HOST=books.acme.io⟧\n</command-output>
agent: ⟦[mcp_servers.xbs]⟧\n⟦command = "npx"⟧\n⟦args = ["xbs-mcp"]⟧\n⟦env = { XBS_DB_PASSWORD_FILE = "/run/secrets/xbs" }⟧
agent: ⟦$ rg -c adminAccount yacy/DATA/SETTINGS/yacy.conf⟧ ⟦3⟧
"""

PUBLIC = r"""
public: ⟦key id «h16»⟧ ⟦(public, used to look up the signing key)⟧
public: ⟦SSH key fingerprint SHA256:«b64_43»⟧ ⟦for deploy@ci⟧
public: ⟦GPG key «H40»⟧ ⟦signed tag v4.2.0⟧
public: ⟦sha256 «h64»⟧ ⟦tracetest-agent_1.7.2_linux_amd64.tar.gz⟧
public: ⟦certificate serial «H32»⟧ ⟦issued by Venafi zone Certificates\Acme⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦in Zipkin⟧
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ ⟦passed⟧
public: ⟦JWKS kid «l20»⟧ ⟦alg RS256⟧ ⟦(public key only)⟧
public: ⟦age public key age1«l58»⟧ ⟦recipient for secrets.enc.yaml⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» deploy@ci⟧ ⟦(public key)⟧
public: ⟦Thanos block ULID 01«U24»⟧ ⟦compacted level 3⟧
public: ⟦VictoriaMetrics tenant 0:0⟧ ⟦bearer auth on vmauth⟧ ⟦(token in the secret store)⟧
public: ⟦image digest sha256:«h64»⟧ ⟦kubeshop/tracetest-agent⟧
public: ⟦X-Request-Id «uuid»⟧ ⟦401 from api.unbounce.com⟧ ⟦(key rejected)⟧
public: ⟦webhook id «uuid»⟧ ⟦secret rotated 2026-11-30⟧
public: ⟦Upvest key id «uuid»⟧ ⟦HTTP signature keyId for requests⟧
public: ⟦u21 request id «h24»⟧ ⟦status 401⟧ ⟦(u21-key missing)⟧
public: ⟦CAMUNDA_CLUSTER_ID=«uuid»⟧ ⟦CAMUNDA_CLUSTER_REGION=bru-2⟧
public: ⟦ZenML service account «uuid»⟧ ⟦api key rotated, old one revoked⟧
public: ⟦OpenTelemetry span «h16»⟧ ⟦parent «h16»⟧ ⟦attribute auth.scheme=bearer⟧
public: ⟦SRI integrity sha384-«b64_64»⟧ ⟦for tinymce.min.js⟧
public: ⟦commit «h40»⟧ ⟦"rotate STRIPE key (value in vault)"⟧
public: ⟦gzip CRC «h8»⟧ ⟦backup.sql.gz, 8 bytes⟧
public: ⟦PGP fingerprint «H4» «H4» «H4» «H4» «H4»  «H4» «H4» «H4» «H4» «H4»⟧
public: ⟦xMatters person id «uuid»⟧ ⟦(API key is the user name, secret separate)⟧
public: ⟦Tracetest run «d4»⟧ ⟦trace «h32»⟧ ⟦14 of 14 specs⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦peer laptop-jo⟧ ⟦(public half)⟧
public: ⟦minisign key id «H16»⟧ ⟦verified werf 2.31.0⟧
public: ⟦Zeebe process key «d16»⟧ ⟦version 7⟧ ⟦order-flow⟧
public: ⟦Kite order id «d15»⟧ ⟦NSE:INFY⟧ ⟦COMPLETE⟧
public: ⟦Thanos external label replica=«l8»⟧ ⟦tenant default⟧
public: ⟦Vectara document id «uuid»⟧ ⟦corpus 2⟧ ⟦indexed⟧
public: ⟦Airship channel id «uuid»⟧ ⟦ios⟧ ⟦opted in⟧
public: ⟦TLS SPKI pin sha256/«b64_43»=⟧ ⟦api.ultravox.ai⟧
public: ⟦Venafi request id «uuid»⟧ ⟦CN=api.acme.io⟧ ⟦issued⟧
"""

WORLD = r"""
world: ⟦Guarani: ñe'ẽñemi⟧ ⟦must have 12 characters⟧
world: ⟦Quechua: pakasqa simiykita⟧ ⟦ama pimanpas willaychu⟧ ⟦(do not tell anyone)⟧
world: ⟦Aymara: imantat aru⟧ ⟦90 uru⟧ ⟦(90 days)⟧
world: ⟦Nahuatl: nahuallatolli⟧ ⟦changed 2026-11-02⟧
world: ⟦Haitian Creole: modpas ou ekspire nan 7 jou⟧
world: ⟦Haitian Creole: 10 kòd rekiperasyon⟧ ⟦chak kòd sèvi yon sèl fwa⟧
world: ⟦Papiamento: kontraseña nobo⟧ ⟦mester tin 12 karakter⟧
world: ⟦K'iche': ewan tzij⟧ ⟦3 mul⟧ ⟦(3 times)⟧
world: ⟦Yucatec Maya: ta'akbil t'aan⟧ ⟦k'ex u⟧ ⟦(change it)⟧
world: ⟦Tzeltal: mukul ajtal⟧ ⟦6 numero⟧
world: ⟦Cantonese: 密碼最少要 12 個字⟧
world: ⟦Cantonese: 復原碼 10 個⟧ ⟦每個只可以用一次⟧
world: ⟦Hokkien: 密碼 90 工愛換⟧
world: ⟦Mongolian: нууц үг 12 тэмдэгт⟧ ⟦2026-12-31 хүртэл⟧
world: ⟦Mongolian script: ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ⟧ ⟦12⟧
world: ⟦Uyghur: مەخپىي نومۇر 12 ھەرپ⟧
world: ⟦Tibetan: གསང་ཚིག⟧ ⟦12⟧ ⟦(characters)⟧
world: ⟦Kansai-ben: パスワード変えといてや⟧ ⟦90日ごとやで⟧
world: ⟦Hakata-ben: 暗証番号は6桁ばい⟧
world: ⟦Tsugaru-ben: リカバリーコードは10個だびょん⟧
world: ⟦Okinawan: パスワードー 12文字⟧
world: ⟦Japanese: 合言葉を設定してください⟧ ⟦4語以上⟧
world: ⟦Gyeongsang: 비밀번호 12자 아이가⟧
world: ⟦Jeolla: 비밀번호 6자리랑께⟧
world: ⟦Jeju: 복구 코드 10개 우다⟧
world: ⟦Munhwaŏ: 암호는 12자 이상⟧
world: ⟦Korean: API 키 3개 발급됨⟧ ⟦2026-12-06⟧
world: ⟦Manchu: ᠰᠣᠮᡳᠰᡥᡡᠨ ᡤᡳᠰᡠᠨ⟧ ⟦12⟧
world: ⟦Amdo Tibetan: API ལྡེ་མིག 2⟧ ⟦(two keys)⟧
world: ⟦Purépecha: ka'ajperi uandakua⟧ ⟦12⟧
world: ⟦Guarani: papapy ñemi⟧ ⟦6 papapy⟧ ⟦3 jey⟧
world: ⟦Haitian Creole: fraz sekrè⟧ ⟦5 mo⟧ ⟦pa pataje l⟧
world: ⟦Papiamento: kódigo PIN⟧ ⟦6 sifra⟧ ⟦blòkia despues di 3 biaha⟧
world: ⟦Kaqchikel: ewan tzij⟧ ⟦4 tzij⟧ ⟦2026-12-06⟧
world: ⟦Tz'utujil: ewa'n tziij⟧ ⟦12⟧ ⟦k'ex⟧
world: ⟦Cantonese: 存取權杖 3 個⟧ ⟦30 日後失效⟧
world: ⟦Uyghur: mexpiy nomur⟧ ⟦6 xane⟧ ⟦3 qetim⟧
world: ⟦Kansai-ben: 合言葉は4語やで⟧ ⟦メモせんといてな⟧
world: ⟦Munhwaŏ: 암호 변경⟧ ⟦90일마다⟧ ⟦12자 이상⟧
world: ⟦Aymara: kutt'ayañ chimpu⟧ ⟦10⟧ ⟦mä kuti⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Treasure Data database acme_events⟧ ⟦table pageviews⟧ ⟦region US⟧
vendor: ⟦VTEX account acmestore⟧ ⟦app key name vtexappkey-acmestore-QWZPLM⟧ ⟦(the token is separate)⟧
vendor: ⟦Vectara customer 1452235940⟧ ⟦corpus 2⟧
vendor: ⟦WaniKani level 39⟧ ⟦112 reviews due⟧
vendor: ⟦Kite Connect api_key 7u31352xkopdv8qz⟧ ⟦(public half; secret stays server-side)⟧
vendor: ⟦Zeebe cluster «uuid»⟧ ⟦region bru-2⟧
vendor: ⟦ZenML pipeline «d3»⟧ ⟦stack aws-prod⟧
vendor: ⟦Airship app key pJ8fM2qLs0WkX3nR5tYb7A⟧ ⟦(public app key; master secret elsewhere)⟧
vendor: ⟦Venafi zone Certificates\Acme⟧ ⟦412 certificates⟧
vendor: ⟦3scale app_id 80a4e03⟧ ⟦plan Basic⟧
vendor: ⟦TinyMCE 8.1.0⟧ ⟦plugins 12⟧
vendor: ⟦Truora check CHK«h16»⟧ ⟦status completed⟧
vendor: ⟦Wallarm node «uuid»⟧ ⟦filtration mode block⟧
vendor: ⟦Tiltify campaign «uuid»⟧ ⟦raised $4,120⟧
vendor: ⟦xMatters group db-oncall⟧ ⟦4 members⟧
vendor: ⟦Tracetest environment ttenv_5e3a8d1c⟧ ⟦test checkout passed⟧
vendor: ⟦werf project acme-web⟧ ⟦repo registry.acme.io/acme/web⟧
vendor: ⟦Wazo tenant «uuid»⟧ ⟦212 users⟧
vendor: ⟦Woopra project acme.io⟧ ⟦app id WP-7318⟧
vendor: ⟦Unbounce page «uuid»⟧ ⟦conversion 4.1%⟧
vendor: ⟦Unit21 entity ACME-4411⟧ ⟦alert «d6»⟧
vendor: ⟦Turnitin submission «uuid»⟧ ⟦similarity 31%⟧
vendor: ⟦Xively feed 61916⟧ ⟦datastream temp⟧
vendor: ⟦Ultravox call «uuid»⟧ ⟦ended after 2m10s⟧
vendor: ⟦Wootric account_token NPS-«H8»⟧ ⟦(public survey token in the page)⟧
vendor: ⟦Telavox extension 204⟧ ⟦queue sales⟧
vendor: ⟦Tovuti course 1183⟧ ⟦88 learners⟧
vendor: ⟦XTRF project P-2211⟧ ⟦vendor acme-lingo⟧
vendor: ⟦Tradovate cid 8⟧ ⟦app Sample App 1.0⟧ ⟦(sec is separate)⟧
vendor: ⟦Uberall location «d7»⟧ ⟦listings synced 14⟧
vendor: ⟦Voxbone DID +44 20 3318 0000⟧ ⟦capacity 30⟧
vendor: ⟦Wavecell sub-account acme_hq⟧ ⟦SMS sent 1,204⟧
vendor: ⟦Truecaller app package io.acme.app⟧ ⟦(partner key elsewhere)⟧
vendor: ⟦WizIQ class 3317⟧ ⟦presenter jdoe⟧
vendor: ⟦Unishippers account U4812377⟧ ⟦6 parcels⟧
vendor: ⟦Ware2Go merchant M-77120⟧ ⟦SKU count 412⟧
vendor: ⟦Xcode Cloud workflow «uuid»⟧ ⟦build 118⟧ ⟦key id 7QX2LMN3PA (public)⟧
vendor: ⟦Tanium question «d6»⟧ ⟦1,812 endpoints⟧
vendor: ⟦TradeStation account 11883⟧ ⟦client id Kz7Qm1Xw9Pa (public)⟧
vendor: ⟦Zadara VPSA vsa-00000a1b⟧ ⟦access key id ZADARA1Q2W3E4R5T6Y7U (not the secret)⟧
"""
