"""Innocent set 41: coding-agent output with no secret, public ids beside credential words,
set 41's languages and public ids of set 41's vendors.

``AGENT``: the tool shapes set 41's secrets used, holding nothing secret: Cline's
``write_to_file`` / ``replace_in_file`` / ``attempt_completion`` results, Copilot agent
mode's ``get_terminal_output`` / ``insert_edit_into_file`` / ``semantic_search`` /
``fetch_webpage``, the JetBrains MCP server's ``get_file_text_by_path`` /
``execute_terminal_command`` / ``search_in_files_by_text`` / ``get_file_problems``, Kilo
Code's ``new_task`` / ``ask_followup_question``, JSON-lines ``item.completed``,
``tool.completed`` and ``tool_execution_end`` events, and HTTP tool responses listing keys
by id, name and prefix only. ``PUBLIC``: values public by design beside credential words
(key ids, fingerprints, digests, public keys, certificate serials, build, trace and span
ids). ``WORLD``: set 41's words for recovery codes, passphrases, PINs, passwords, API keys
and tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids
of set 41's vendors (map culture codes, flight numbers, campaign ids, Carbon Ads serve
codes, Arkose public keys, workflow ids, tracking numbers).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦[write_to_file for 'deploy/goatcounter.env'] Result:⟧ ⟦The content was successfully saved to deploy/goatcounter.env.⟧
agent: ⟦<final_file_content path="solidinvoice/.env">⟧\n⟦APP_ENV=prod⟧\n⟦APP_DEBUG=0⟧\n⟦</final_file_content>⟧
agent: ⟦[replace_in_file for 'tryton/trytond.conf'] Result:⟧ ⟦The content was successfully saved⟧ ⟦(2 SEARCH/REPLACE blocks applied)⟧
agent: ⟦[attempt_completion] Result:⟧ ⟦Tryton now listens on 0.0.0.0:8000⟧ ⟦restart with systemctl restart trytond⟧
agent: ⟦[attempt_completion] Result:⟧ ⟦All 214 tests pass⟧ ⟦coverage 87.4%⟧
agent: ⟦get_terminal_output (terminal 2)⟧\n⟦Output of terminal 2:⟧\n⟦ihatemoney 6.1.5 running on http://127.0.0.1:5000⟧
agent: ⟦get_terminal_output (terminal 4)⟧\n⟦npm ERR! code ERESOLVE⟧ ⟦unable to resolve dependency tree⟧
agent: ⟦insert_edit_into_file: apps/webapp/app/root.tsx⟧\n⟦The following edit was applied:⟧ ⟦+ import { ErrorBoundary } from "./error";⟧
agent: ⟦semantic_search("where is the phoenix endpoint configured")⟧ ⟦returned 2 results⟧ ⟦config/runtime.exs:18-26⟧
agent: ⟦fetch_webpage("https://docs.goatcounter.com/setup")⟧ ⟦Here is some relevant context from the web page:⟧ ⟦goatcounter serve -listen :8080⟧
agent: ⟦get_file_text_by_path(pathInProject="phorge/conf/local/README")⟧\n⟦{"status": "Put local overrides in local.json"}⟧
agent: ⟦execute_terminal_command(command="node --version")⟧\n⟦{"status": "v20.18.1", "exitCode": 0}⟧
agent: ⟦search_in_files_by_text(searchText="listen_port")⟧\n⟦{"status": [{"path": "trudesk/config.yml", "lineNumber": 3, "lineText": "listen_port: 8118"}]}⟧
agent: ⟦get_file_problems(filePath="chyrp/includes/class/Post.php")⟧\n⟦{"status": [{"severity": "WARNING", "line": 212, "description": "Unused local variable '$feather'"}]}⟧
agent: ⟦[new_task completed] Result:⟧ ⟦Subtask 'upgrade bludit' finished⟧ ⟦Bludit 3.16.2 → 3.17.0⟧
agent: ⟦[ask_followup_question for 'Which PHP version should I target?'] Result:⟧\n⟦<answer>8.3</answer>⟧
agent: ⟦[ask_followup_question for 'Keep the old theme?'] Result:⟧\n⟦<answer>yes, keep site/templates/legacy</answer>⟧
agent: ⟦[new_task completed] Result:⟧ ⟦Concrete CMS 9.3.4 cache cleared⟧ ⟦12 blocks rebuilt⟧
agent: ⟦{"type":"item.completed","item":{"id":"item_4","type":"command_execution"⟧,⟦"command":"npm run build"⟧,⟦"exit_code":0⟧
agent: ⟦{"type":"item.completed","item":{"type":"command_execution"⟧,⟦"aggregated_output":"Zenphoto 1.6.4"⟧,⟦"status":"completed"}}⟧
agent: ⟦{"type":"item.completed","item":{"type":"agent_message"⟧,⟦"text":"Petio now proxies Plex on port 7777."⟧
agent: ⟦{"event":"tool.completed","tool":"shell"⟧,⟦"args":{"cmd":"polaris --version"}⟧,⟦"output":"polaris 0.15.0"}⟧
agent: ⟦{"type":"tool_execution_end","toolName":"bash"⟧,⟦"text":"koito 0.9.2 (commit «h7»)"⟧,⟦"isError":false}⟧
agent: ⟦{"type":"tool_execution_end","toolName":"read"⟧,⟦"text":"BASE_URL=https://feedback.acme.io"⟧
agent: ⟦{"type":"tool_execution_end","toolName":"bash"⟧,⟦"isError":true⟧,⟦"text":"bundle: command not found"⟧
agent: ⟦$ rg -n 'APP_URL' ferdium-server/.env⟧\n⟦3:APP_URL=https://ferdium.acme.io⟧
agent: ⟦$ git diff HEAD~1 -- settings/settings.yaml⟧\n⟦-theme: cyanine⟧\n⟦+theme: typemill-default⟧
agent: ⟦$ grep -c password wondercms/data/database.js⟧\n⟦1⟧
agent: ⟦HTTP 200 GET /api/conduit.token.list⟧ ⟦{"result":[{"id":"PHID-APIT-«l20»","name":"ci","prefix":"api-"}]}⟧
agent: ⟦HTTP 200 GET /api/settings/api-keys⟧ ⟦{"keys":[{"id":"ak_19","name":"ci","last4":"q7Xe","createdAt":"2026-12-01"}]}⟧
agent: ⟦HTTP 401 POST /api/v1/login⟧ ⟦{"success":false,"error":"Invalid username/password"}⟧
agent: ⟦HTTP 200 GET /api/v1/tokens⟧ ⟦{"tokens":[{"id":«d5»,"label":"deploy","expires":"2027-01-01"}]}⟧
agent: ⟦[write_to_file for 'README.md'] Result:⟧ ⟦Set DB_PASSWORD in .env (not committed)⟧
agent: ⟦get_terminal_output (terminal 1)⟧\n⟦docker compose up -d⟧ ⟦Container shelf-db-1 Healthy⟧
agent: ⟦insert_edit_into_file: docker-compose.yml⟧\n⟦+ env_file: .env.local⟧ ⟦No errors found in docker-compose.yml⟧
agent: ⟦semantic_search("password reset email")⟧ ⟦returned 3 results⟧ ⟦lib/cannery/accounts/user_notifier.ex:41-58⟧
agent: ⟦execute_terminal_command(command="php -v")⟧\n⟦{"status": "PHP 8.3.14 (cli)", "exitCode": 0}⟧
agent: ⟦get_file_problems(filePath="processwire/site/config.php")⟧\n⟦{"status": []}⟧
agent: ⟦{"type":"item.completed","item":{"type":"command_execution"⟧,⟦"command":"pytest -q"⟧,⟦"aggregated_output":"52 passed in 3.41s"⟧
agent: ⟦{"event":"tool.completed","tool":"edit"⟧,⟦"args":{"path":"htmly/config/config.ini"}⟧,⟦"output":"1 hunk applied"}⟧
agent: ⟦[replace_in_file for 'dotclear/inc/config.php'] Result:⟧ ⟦define('DC_DBDRIVER', 'pgsql');⟧
agent: ⟦fetch_webpage("https://pluxml.org/docs/install")⟧ ⟦PluXml 5.8.16 requires PHP 7.4+⟧
agent: ⟦[new_task completed] Result:⟧ ⟦Subtask 'flatpress backup' finished⟧ ⟦fp-content.tar.gz 18.2 MB⟧
agent: ⟦search_in_files_by_text(searchText="TODO")⟧\n⟦{"status": [], "note": "no results in astuto/app"}⟧
agent: ⟦[write_to_file for 'docs/secrets.md'] Result:⟧ ⟦The content was successfully saved⟧ ⟦(explains how to rotate API keys)⟧
agent: ⟦get_terminal_output (terminal 6)⟧\n⟦vault kv get -field=version kv/apps/shop⟧\n⟦12⟧
agent: ⟦execute_terminal_command(command="git log -1 --format=%h")⟧\n⟦{"status": "«h7»", "exitCode": 0}⟧
agent: ⟦{"type":"item.completed","item":{"type":"command_execution"⟧,⟦"command":"sops -d --extract '[\"version\"]' secrets.enc.yaml"⟧,⟦"exit_code":0⟧
agent: ⟦[ask_followup_question for 'Should I rotate the Didit API key now?'] Result:⟧\n⟦<answer>not yet, after the release on Friday</answer>⟧
agent: ⟦$ ag SECRET_KEY_BASE astuto/⟧\n⟦astuto/.env.example⟧\n⟦4:SECRET_KEY_BASE=⟧
"""

PUBLIC = r"""
public: ⟦api key id AKID«U16»⟧ ⟦(the id, not the key)⟧ ⟦created 2026-11-30⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ ⟦(ED25519)⟧ ⟦added to known_hosts⟧
public: ⟦GPG key fingerprint «H40»⟧ ⟦expires 2028-06-01⟧
public: ⟦token fingerprint sha256:«h64»⟧ ⟦(for revocation lookup)⟧
public: ⟦password hash algorithm argon2id⟧ ⟦m=65536, t=3, p=4⟧
public: ⟦JWK kid «l10»⟧ ⟦alg ES256⟧ ⟦use sig⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦not after 2027-03-04⟧
public: ⟦release digest sha256:«h64»⟧ ⟦image ghcr.io/acme/api:4.1.2⟧
public: ⟦git commit «h40»⟧ ⟦"rotate signing key (public part only)"⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦POST /oauth/token 401⟧
public: ⟦build «d7»⟧ ⟦secrets masked: 3⟧ ⟦duration 4m12s⟧
public: ⟦request id req_«A24»⟧ ⟦x-api-key header present⟧ ⟦key not shown⟧
public: ⟦MapKit key id «U10»⟧ ⟦team id «U10»⟧ ⟦Maps ID maps.io.acme.depots⟧
public: ⟦Arkose public key «uuid»⟧ ⟦(safe to embed in the page)⟧
public: ⟦Sentry DSN public key «h32»⟧ ⟦project 3⟧ ⟦(no secret part)⟧
public: ⟦age recipient age1«l58»⟧ ⟦(public)⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦endpoint 203.0.113.9:51820⟧
public: ⟦TOTP issuer ACME⟧ ⟦digits 6⟧ ⟦period 30 s⟧ ⟦(secret not shown)⟧
public: ⟦vault lease id kv/data/apps/«uuid»⟧ ⟦ttl 768h⟧
public: ⟦client id «d12»-«l32».apps.googleusercontent.com⟧ ⟦(OAuth client id)⟧
public: ⟦password changed 2026-12-04 14:02 UTC⟧ ⟦by admin «d6»⟧
public: ⟦token prefix ldpat_⟧ ⟦last4 9f2c⟧ ⟦scopes read⟧
public: ⟦webhook delivery «uuid»⟧ ⟦signature valid⟧ ⟦X-Signature-Timestamp 1765033810⟧
public: ⟦PGP key id 0x«H16»⟧ ⟦on keys.openpgp.org⟧
public: ⟦S3 access key id AKIA«U16»⟧ ⟦(id only; secret in vault)⟧
public: ⟦xxh64 of config «h16»⟧ ⟦unchanged since build «d6»⟧
public: ⟦span «h16»⟧ ⟦db.statement "SELECT id FROM api_keys WHERE prefix = $1"⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ ⟦package left-pad 1.3.0⟧
public: ⟦run «d10»⟧ ⟦job 'rotate-secrets'⟧ ⟦status success⟧
public: ⟦key version 7⟧ ⟦KMS key «uuid»⟧ ⟦(key material never leaves KMS)⟧
public: ⟦secret name prod/billing/stripe⟧ ⟦version AWSCURRENT⟧ ⟦last rotated 2026-11-02⟧
public: ⟦passkey credential id «b64_22»⟧ ⟦authenticator «uuid»⟧
public: ⟦recovery codes generated: 10⟧ ⟦used: 2⟧ ⟦remaining: 8⟧
public: ⟦Docker content trust root key «h64»⟧ ⟦(public)⟧
public: ⟦ETag "«h32»"⟧ ⟦Cache-Control max-age=300⟧
public: ⟦password policy v3⟧ ⟦min length 14⟧ ⟦breached-list check on⟧
public: ⟦API key created by ops@acme.io⟧ ⟦name "ci-readonly"⟧ ⟦prefix ak_live_⟧
public: ⟦TLS SPKI pin sha256/«b64_43»=⟧ ⟦(public key pin)⟧ ⟦backup pin present⟧
public: ⟦OAuth state «h16»⟧ ⟦nonce checked⟧ ⟦PKCE method S256⟧
public: ⟦Secret Manager secret «l12»⟧ ⟦replication automatic⟧ ⟦3 versions⟧
"""

WORLD = r"""
world: ⟦Paaswurd⟧ feranert ⟦2026-12-04⟧ — ⟦min. 12 tiikne⟧
world: ⟦Wierhoalengskode⟧: ⟦10 erstoald⟧, ⟦2 bruukt⟧
world: ⟦peittsääˊnn⟧ ⟦ǩeâlddjam 90 peiˊvv⟧
world: ⟦lösenuordeð⟧ ⟦byttes 2026-12-01⟧
world: ⟦mot d'passe⟧ ⟦changi⟧ ⟦le 4 d'Dézembre⟧
world: ⟦frasa secreta⟧ de ⟦6 mots⟧ ⟦recomandada⟧
world: ⟦ghoame nummar⟧ ⟦6 zifre⟧
world: ⟦password-ssu⟧ ⟦àddhiasi 3 forè⟧
world: ⟦κωδικό⟧ ⟦8 γράμματα⟧ ⟦τουλάχιστο⟧
world: ⟦пароль⟧ ⟦12 символ⟧ ⟦2026-12-05⟧
world: ⟦мима⟧ ⟦12 хәзы⟧ ⟦дыщё⟧
world: ⟦קוד בראי בזגרדונדן⟧ ⟦10 קוד⟧
world: ⟦pasahitza⟧ ⟦aldatu da 2026-12-03⟧ ⟦gutxienez 12 karaktere⟧
world: ⟦kod adtapout⟧: ⟦10 kod⟧, ⟦3 implijet⟧
world: ⟦hesło⟧ ⟦změnjene 2026-12-02⟧
world: ⟦вăрттăн сăмах⟧ ⟦улăштарнă⟧ ⟦2026-12-01⟧
world: ⟦сусæг дзырд⟧ ⟦ивд у⟧ ⟦2026-11-29⟧
world: ⟦құпиясөз⟧ ⟦кемінде 12 таңба⟧
world: ⟦рамзи PIN⟧ ⟦4 рақам⟧ ⟦3 кӯшиш⟧
world: ⟦API kaliti⟧ ⟦90 kunda yangilanadi⟧
world: ⟦кирүү токени⟧ ⟦1 саат жарактуу⟧
world: ⟦açar söz⟧ ⟦üýtgedildi 2026-12-02⟧
world: ⟦مەخپىي نومۇر⟧ ⟦12 ھەرپ⟧
world: ⟦აღდგენის კოდი⟧ ⟦10 კოდი⟧ ⟦გამოყენებულია 1⟧
world: ⟦գաղտնաբառ⟧ ⟦առնվազն 12 նիշ⟧
world: ⟦API açarı⟧ ⟦yaradıldı 2026-11-30⟧
world: ⟦κωδικός ανάκτησης⟧ ⟦10 κωδικοί⟧ ⟦χρησιμοποιήθηκαν 2⟧
world: ⟦fjalëkalimi⟧ ⟦ndryshoi më 2026-12-04⟧
world: ⟦ПИН-код⟧ ⟦6 цифри⟧ ⟦3 обиди⟧
world: ⟦парола фраза⟧ ⟦6 думи⟧
world: ⟦token de acces⟧ ⟦expiră în 3600 s⟧
world: ⟦kód na obnovenie⟧: ⟦10 kódov⟧, ⟦použité 1⟧
world: ⟦geslo⟧ ⟦spremenjeno 2026-12-01⟧
world: ⟦lykilorð⟧ ⟦að minnsta kosti 12 stafir⟧
world: ⟦loyniorð⟧ ⟦broytt 2026-12-03⟧
world: ⟦cod adfer⟧: ⟦10 cod⟧, ⟦2 wedi'u defnyddio⟧
world: ⟦pasfhocal⟧ ⟦athraithe 2026-12-02⟧
world: ⟦Passwuert⟧ ⟦geännert den 4. Dezember⟧
world: ⟦numru PIN⟧ ⟦8 ċifri⟧
world: ⟦פּאַראָל⟧ ⟦געביטן 2026-12-05⟧
world: ⟦ключ API⟧ ⟦створаны 2026-11-28⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Bing Maps culture pt-PT⟧ ⟦entity type Address⟧ ⟦confidence High⟧
vendor: ⟦AeroDataBox flight TP1351⟧ ⟦LIS→FRA⟧ ⟦status Departed⟧
vendor: ⟦Five9 campaign winback-eu⟧ ⟦skill billing-es⟧ ⟦6 agents⟧
vendor: ⟦Colissimo parcel 6A«d11»⟧ ⟦product DOS⟧ ⟦delivered⟧
vendor: ⟦Donately campaign «d5»⟧ ⟦account «d6»⟧ ⟦31 donations⟧
vendor: ⟦FundraiseUp campaign F«U5»⟧ ⟦element id X«U7»⟧
vendor: ⟦Featureflow feature new-checkout⟧ ⟦variant on⟧ ⟦environment production⟧
vendor: ⟦Evergreen patch «h24»⟧ ⟦version acme_server_«h24»⟧
vendor: ⟦AdMob app id ca-app-pub-«d16»~«d10»⟧ ⟦ad unit ca-app-pub-«d16»/«d10»⟧
vendor: ⟦Arkose public key «uuid»⟧ ⟦region eu⟧
vendor: ⟦Didit workflow «uuid»⟧ ⟦session status Approved⟧
vendor: ⟦Apertium pair eng-cat⟧ ⟦mode translate⟧ ⟦apertium-apy 0.13.0⟧
vendor: ⟦Bhashini pipeline «h24»⟧ ⟦task translation hi→en⟧
vendor: ⟦Cirun runner cirun-gpu-t4--«d10»⟧ ⟦label cirun-aws-gpu⟧
vendor: ⟦MapKit Maps ID maps.io.acme.depots⟧ ⟦48 annotations⟧
vendor: ⟦DPD parcel «d14»⟧ ⟦depot 0163⟧ ⟦delivered⟧
vendor: ⟦Cainiao waybill LP«d14»⟧ ⟦cp code YUNDA⟧
vendor: ⟦Carbon Ads serve code CE«U6»⟧ ⟦placement acmedevio⟧ ⟦(public, in the page)⟧
vendor: ⟦Bugsink project 3⟧ ⟦issue «d4»⟧ ⟦KeyError: sku⟧
vendor: ⟦Coroot project «l8»⟧ ⟦node db-2⟧ ⟦CPU 71%⟧
vendor: ⟦Exaroton server id «A16»⟧ ⟦address blockparty.exaroton.me⟧
vendor: ⟦CFTools server api id «uuid»⟧ ⟦38 players⟧
vendor: ⟦Findologic shop acme-shop⟧ ⟦18,220 products⟧ ⟦(shopkey not shown)⟧
vendor: ⟦Felt map «A22»⟧ ⟦5 layers⟧ ⟦public link⟧
vendor: ⟦Amap adcode 330100⟧ ⟦citycode 0571⟧
vendor: ⟦Connatix player «uuid»⟧ ⟦viewability 71%⟧
vendor: ⟦BuySellAds zone CVADC53U⟧ ⟦fill 88%⟧
vendor: ⟦Eduflow flow «uuid»⟧ ⟦40 learners⟧
vendor: ⟦Ceres Imaging ranch westside-12⟧ ⟦flight «d7»⟧
vendor: ⟦Chronopost skybill «U2»«d9»FR⟧ ⟦relay point «d5»⟧
vendor: ⟦Dachser tracking 27418«d5»⟧ ⟦status delivered⟧
vendor: ⟦Fastway label Z6«d10»⟧ ⟦franchise SYD⟧
vendor: ⟦DB Schenker STT «d10»⟧ ⟦DEHAM→SEGOT⟧
vendor: ⟦Coordinadora guía «d11»⟧ ⟦Bogotá→Medellín⟧
vendor: ⟦Doorkeeper event «d6»⟧ ⟦84 participants⟧
vendor: ⟦Five9 domain id «d6»⟧ ⟦data center EU⟧ ⟦API v13⟧
vendor: ⟦Evergreen task «h40»⟧ ⟦variant enterprise-rhel-80⟧ ⟦status success⟧
vendor: ⟦Featureflow project acme-web⟧ ⟦environment key id «l12»⟧ ⟦(id, not the key)⟧
vendor: ⟦AeroDataBox airport LPPT⟧ ⟦delay index 1.8⟧ ⟦timezone Europe/Lisbon⟧
vendor: ⟦Colissimo relay point «d6»⟧ ⟦La Poste Paris Louvre⟧ ⟦open until 19:00⟧
"""
