"""Innocent set 35: coding-agent output with no secret, public ids beside credential words,
set 35's languages and public ids of set 35's vendors.

``AGENT``: the tool shapes set 35's secrets used, holding nothing secret: Gemini CLI's
``ReadManyFiles``, ``SearchText`` and ``GoogleSearch``, Cursor's ``glob_file_search``,
OpenHands' ``IPythonRunCellAction`` / ``IPythonRunCellObservation`` /
``FileReadObservation`` / ``BrowseInteractiveAction``, Codex ``local_shell_call`` items,
Factory's Droid, bolt.diy and Genspark, and HTTP tool responses listing keys by id, name and
prefix only. ``PUBLIC``: values public by design beside credential words (key ids,
fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 35's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 35's vendors (project ids, account sids, app ids, cluster names, node ids, host ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦✓  ReadManyFiles⟧ ⟦Read 3 file(s)⟧ ⟦--- automatisch/README.md ---⟧
agent: ⟦✓  ReadManyFiles⟧ ⟦--- beszel/docker-compose.yml ---⟧\n    ⟦image: henrygd/beszel-agent:0.12⟧
agent: ⟦✓  SearchText 'APP_SECRET' within ./⟧ ⟦Found 0 matches⟧
agent: ⟦✓  SearchText 'TODO'⟧ ⟦Found 14 matches⟧ in ⟦koillection/src⟧
agent: ⟦✓  GoogleSearch⟧ ⟦Searching the web for: "limesurvey 6 remotecontrol json-rpc"⟧
agent: ⟦glob_file_search(glob_pattern="**/*.env.example")⟧\n  ⟦librechat/.env.example⟧
agent: ⟦Read paymenter/composer.json (L1-12)⟧ ⟦"name": "paymenter/paymenter"⟧
agent: ⟦IPythonRunCellAction(code="import yaml; print(len(cfg))"⟧ ⟦thought='count keys')⟧
agent: ⟦IPythonRunCellObservation(content='17'⟧, ⟦code="print(len(cfg))")⟧
agent: ⟦FileReadObservation(content='# Teampass 3.1.2⟧\n', ⟦path='/var/www/teampass/README.md'⟧)
agent: ⟦BrowseInteractiveAction(browser_actions='goto("http://localhost:8000/settings")')⟧
agent: ⟦BrowserOutputObservation(url='http://localhost:8000/settings/tokens'⟧, ⟦content='You have 2 access tokens (last used 3 days ago)'⟧)
agent: ⟦{"type":"local_shell_call","call_id":"call_2Hd"⟧,⟦"action":{"type":"exec","command":["bash","-lc","git status --short"]}⟧}
agent: ⟦{"type":"local_shell_call_output","call_id":"call_2Hd","output":" M chhoto/compose.yaml"}⟧
agent: ⟦⛬  EXECUTE  (docker compose ps, impact: low)⟧\n   ⟦↳ Exit code 0⟧ · ⟦enclosed  Up 3 hours (healthy)⟧
agent: ⟦⛬  EXECUTE  (grep -c SECRET endurain/.env, impact: low)⟧\n   ⟦↳ Exit code 0⟧ · ⟦Output: 2⟧
agent: ⟦~/project ❯ npm run build⟧\n⟦✓ built in 4.12s⟧
agent: ⟦Genspark ▸ Step 2 · Called tool http_request⟧\n  ⟦GET https://survey.acme.edu/index.php/rest/v1/survey⟧ ⟦← 200⟧
agent: ⟦HTTP 200 GET /api/v1/user/me/api-keys⟧\n⟦[{"id":7,"name":"ci-bot","prefix":"sk-7Qm","lastUsed":"2026-12-01"}]⟧
agent: ⟦HTTP 200 GET /api/keys⟧ ⟦{"keys":[{"name":"billing-sync","created":"2026-11-02","scopes":["invoices.read"]}]}⟧
agent: ⟦HTTP 204 DELETE /api/v1/users/me/api_key⟧ ⟦(key revoked)⟧
agent: ⟦$ rg -n 'password' fittrackee/docs⟧\n⟦fittrackee/docs/install.md:88: set a strong password for the admin account⟧
agent: ⟦$ ag --count TOKEN ryot/⟧\n⟦ryot/.env.example:3⟧
agent: ⟦$ git diff --stat⟧\n ⟦cryptgeon/docker-compose.yml | 2 +-⟧
agent: ⟦$ grep -n OTR_PORT /etc/default/ot-recorder⟧\n⟦9:OTR_PORT=1883⟧
agent: ⟦glob_file_search(glob_pattern="**/conf.sample.php")⟧\n  ⟦privatebin/cfg/conf.sample.php⟧
agent: ⟦IPythonRunCellObservation(content="POSTGIS_USER=reitti⟧\n⟦RABBITMQ_HOST=rabbitmq"⟧)
agent: ⟦✓  ReadManyFiles⟧ ⟦--- glances/glances.conf ---⟧\n⟦[outputs]⟧\n⟦curse_theme=black⟧
agent: ⟦⛬  EXECUTE  (cat yamtrack/.env.example, impact: low)⟧\n     ⟦TMDB_API=⟧\n     ⟦SECRET=⟧
agent: ⟦{"type":"local_shell_call_output","call_id":"call_6Kq","output":"SPOOLMAN_DB_TYPE=sqlite"}⟧
agent: ⟦✓  SearchText 'api_key' within maintainerr/docs⟧ ⟦Found 3 matches⟧
agent: ⟦✓  ReadManyFiles⟧ ⟦--- dozzle/README.md ---⟧\n⟦Dozzle is a log viewer⟧
agent: ⟦glob_file_search(glob_pattern="**/*.sql")⟧\n  ⟦limesurvey/installer/create-database.sql⟧
agent: ⟦IPythonRunCellObservation(content='psono-server 5.2.0'⟧, ⟦code="!pip show psono-server | head -2")⟧
agent: ⟦FileReadObservation(content='version: 3.9⟧\n', ⟦path='/srv/technitium/compose.yml'⟧)
agent: ⟦{"type":"local_shell_call_output","call_id":"call_3Fr","output":"dawarich-app  Up 5 days"}⟧
agent: ⟦⛬  EXECUTE  (ls fittrackee, impact: low)⟧\n   ⟦↳ Exit code 0⟧ · ⟦Output: Makefile docs fittrackee⟧
agent: ⟦HTTP 200 GET /api/beszel/universal-token⟧ ⟦{"active":false}⟧
agent: ⟦HTTP 401 POST /api/v1/auth/login⟧ ⟦{"error":"invalid credentials"}⟧
agent: ⟦$ git log --oneline -1 -- spoolman/⟧\n⟦«h8» bump spoolman to 0.22⟧
"""

PUBLIC = r"""
public: ⟦key id ak_7Qm2⟧ ⟦(prefix shown, the rest never)⟧
public: ⟦fingerprint SHA256:«b64_43»⟧ ⟦ssh-ed25519⟧ ⟦deploy key⟧
public: ⟦access key id AKIAIOSFODNN7EXAMPLE⟧ ⟦(the secret half is in vault)⟧
public: ⟦commit «h40»⟧ ⟦fixes token refresh⟧
public: ⟦image digest sha256:«h64»⟧ ⟦tag 2.4.1⟧
public: ⟦trace «h32»⟧ ⟦span «h16»⟧ ⟦POST /api/login 401⟧
public: ⟦build «d7»⟧ ⟦secret scanning passed⟧
public: ⟦certificate serial «H32»⟧ ⟦expires 2027-03-01⟧
public: ⟦OAuth client_id «l20»⟧ ⟦redirect_uri https://app.acme.io/cb⟧
public: ⟦publishable key pk_test_ (prefix only)⟧ ⟦mode test⟧
public: ⟦Meshtastic node !«h8»⟧ ⟦psk default (AQ==)⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦peer office-gw⟧
public: ⟦JWT kid «uuid»⟧ ⟦alg RS256⟧
public: ⟦GPG key «H16»⟧ ⟦signs release tags⟧
public: ⟦npm package integrity sha512-«b64_43»⟧
public: ⟦request id «uuid»⟧ ⟦token expired⟧
public: ⟦Kasm API key name 'ci-sync'⟧ ⟦created 2026-11-30⟧
public: ⟦Keen project «h24»⟧ ⟦(the project id is not a key)⟧
public: ⟦jambonz account_sid «uuid»⟧ ⟦sip_realm sip.acme.io⟧
public: ⟦Onshape access key id (public half) shown as Xp3L…⟧
public: ⟦Kolide device «d6»⟧ ⟦enrolled with secret id k2-«l6»⟧ ⟦(id, not the secret)⟧
public: ⟦Netmaker enrollment key name 'office-laptops'⟧ ⟦uses left 4⟧
public: ⟦Judge0 language_id 71⟧ ⟦Python 3.8.1⟧
public: ⟦Picovoice AccessKey created 2026-10-02⟧ ⟦devices 2 of 3⟧
public: ⟦Prefab environment Production⟧ ⟦project «d4»⟧
public: ⟦Listrak client_id q8v2m5x1k7c3z9b4⟧ ⟦(client id, not secret)⟧
public: ⟦Kobiton username qa-bot⟧ ⟦group KOBITON⟧
public: ⟦Openfort publishable key pk_test_«uuid»⟧ ⟦(publishable by design)⟧
public: ⟦OSSEC agent key id 004⟧ ⟦name web-3⟧ ⟦ip any⟧
public: ⟦botocore X-Amz-Date 20261206T124510Z⟧ ⟦SignedHeaders host;x-amz-date⟧
"""

WORLD = r"""
world: ⟦Chukchi⟧: ⟦пароль⟧ ⟦must be 12 characters or more⟧
world: ⟦Chuukese⟧: ⟦nampa mi monomon⟧ ⟦has 6 digits⟧
world: ⟦Futunan⟧: ⟦upu fakalilo⟧ ⟦uses 4 words⟧
world: ⟦Wallisian⟧: ⟦kupu fakalilolilo⟧ ⟦changed 3 days ago⟧
world: ⟦Marquesan⟧: ⟦ta'o huna⟧ ⟦expires in 30 days⟧
world: ⟦Pohnpeian⟧: ⟦nempe rir⟧ ⟦3 tries left⟧
world: ⟦Kodava⟧: ⟦ಗುಟ್ಟು ಪದ⟧ ⟦5 words⟧
world: ⟦Sherpa/Tibetan⟧: ⟦གསང་ཚིག⟧ ⟦reset by admin⟧
world: ⟦S'gaw Karen⟧: ⟦ကျိာ်ခူသူၣ်⟧ ⟦8 characters minimum⟧
world: ⟦Sinhala⟧: ⟦මුරපදය⟧ ⟦වෙනස් කරන ලදී⟧
world: ⟦Khmer⟧: ⟦លេខកូដស្ដារ⟧ ⟦10 codes⟧
world: ⟦Lao⟧: ⟦ລະຫັດຜ່ານ⟧ ⟦ໝົດອາຍຸ 90 ມື້⟧
world: ⟦Burmese⟧: ⟦လျှို့ဝှက်နံပါတ်⟧ ⟦6 digits⟧
world: ⟦Mongolian⟧: ⟦нууц үг⟧ ⟦хамгийн багадаа 12 тэмдэгт⟧
world: ⟦Kazakh⟧: ⟦API кілті⟧ ⟦жарамды 1 жыл⟧
world: ⟦Uzbek⟧: ⟦maxfiy kalit⟧ ⟦yangilandi 2026-12-01⟧
world: ⟦Tibetan⟧: ⟦གསང་གྲངས⟧ ⟦8 digits⟧
world: ⟦Nepali⟧: ⟦पुनःप्राप्ति कोड⟧ ⟦१० वटा⟧
world: ⟦Marathi⟧: ⟦संकेतशब्द⟧ ⟦किमान १२ अक्षरे⟧
world: ⟦Gujarati⟧: ⟦પુનઃપ્રાપ્તિ કોડ⟧ ⟦10 કોડ⟧
world: ⟦Punjabi⟧: ⟦ਗੁਪਤ ਕੁੰਜੀ⟧ ⟦90 ਦਿਨਾਂ ਬਾਅਦ ਬਦਲੋ⟧
world: ⟦Odia⟧: ⟦ଗୁପ୍ତ ସଂଖ୍ୟା⟧ ⟦6 ଅଙ୍କ⟧
world: ⟦Malayalam⟧: ⟦വീണ്ടെടുക്കൽ കോഡ്⟧ ⟦10 എണ്ണം⟧
world: ⟦Kannada⟧: ⟦API ಕೀ⟧ ⟦ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ⟧
world: ⟦Telugu⟧: ⟦యాక్సెస్ టోకెన్⟧ ⟦1 గంటలో ముగుస్తుంది⟧
world: ⟦Māori⟧: ⟦kupuhipa⟧ ⟦kia 12 pūāhua⟧
world: ⟦Samoan⟧: ⟦upu fa'alilolilo⟧ ⟦4 upu⟧
world: ⟦Tongan⟧: ⟦lea fufū⟧ ⟦liliu 'i he 'aho 90⟧
world: ⟦Tagalog⟧: ⟦code sa pagbawi⟧ ⟦10 code ang natitira⟧
world: ⟦Javanese⟧: ⟦tembung sandhi⟧ ⟦paling sethithik 12 aksara⟧
world: ⟦Dhivehi⟧: ⟦ސިއްރު ބަސް⟧ ⟦12 އަކުރު⟧
world: ⟦Uyghur⟧: ⟦مەخپىي نومۇر⟧ ⟦8 خانىلىق⟧
world: ⟦Korean⟧: ⟦복구 코드⟧ ⟦10개 남음⟧
world: ⟦Japanese⟧: ⟦パスワード⟧ ⟦12文字以上⟧
world: ⟦Chinese⟧: ⟦访问令牌⟧ ⟦有效期 1 小时⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Ipregistry lookup 54.85.132.205⟧ ⟦country US⟧ ⟦is_vpn false⟧
vendor: ⟦IronMQ project «h24»⟧ ⟦queue orders⟧ ⟦size 14⟧
vendor: ⟦jambonz call_sid «uuid»⟧ ⟦duration 41 s⟧
vendor: ⟦Keboola bucket in.c-shop⟧ ⟦table orders⟧ ⟦rows 1,204,118⟧
vendor: ⟦Keen collection purchases⟧ ⟦count 3,114⟧
vendor: ⟦Komodor cluster prod-eu⟧ ⟦agent 0.2.235⟧
vendor: ⟦Kubecost namespace checkout⟧ ⟦$412.07/week⟧
vendor: ⟦Meshtastic node !«h8»⟧ ⟦hops 3⟧ ⟦SNR 9.5⟧
vendor: ⟦Picterra detector «uuid»⟧ ⟦raster «uuid»⟧
vendor: ⟦Prefab flag new-checkout⟧ ⟦rollout 20%⟧
vendor: ⟦Qiscus AppId sdksample⟧ ⟦room «d5»⟧
vendor: ⟦Kiwi.com route CNX–BKK⟧ ⟦42 itineraries⟧
vendor: ⟦Kobiton device Galaxy S10⟧ ⟦session «d6»⟧
vendor: ⟦Leanplum app_id app_«A43»⟧ ⟦(public app id)⟧
vendor: ⟦Lunch Money category «d6»⟧ ⟦Dining⟧
vendor: ⟦Onshape document «h24»⟧ ⟦workspace «h24»⟧
vendor: ⟦Open Collective acme-oss⟧ ⟦backers 211⟧
vendor: ⟦Questrade account 51234567⟧ ⟦type TFSA⟧
vendor: ⟦ipbase ASN AS13335⟧ ⟦Cloudflare⟧
vendor: ⟦Judge0 submission «uuid»⟧ ⟦status Accepted⟧ ⟦time 0.04⟧
vendor: ⟦Kolide host «d6»⟧ ⟦osquery 5.12.1⟧
vendor: ⟦Netmaker network office⟧ ⟦peers 9⟧ ⟦CIDR 10.101.0.0/16⟧
vendor: ⟦Listrak list «d6»⟧ ⟦contacts 41,220⟧
vendor: ⟦Kasm session «uuid»⟧ ⟦image chrome⟧
vendor: ⟦Ninja Van tracking NV«d10»⟧ ⟦out for delivery⟧
vendor: ⟦playit.gg tunnel mc⟧ ⟦address «l8».playit.gg:«d5»⟧
vendor: ⟦Mosyle device «U12»⟧ ⟦iPad 9th gen⟧
vendor: ⟦OSSEC agent 004⟧ ⟦web-3⟧ ⟦active⟧
vendor: ⟦Prisma Cloud alert P-«d6»⟧ ⟦severity medium⟧
vendor: ⟦Quantcast p-code p-Hx7kT3mQ2aB5c⟧ ⟦(public tag id)⟧
"""
