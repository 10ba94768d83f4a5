"""Innocent set 27: coding-agent output with no secret, public ids beside credential words,
set 27's languages and public ids of set 27's vendors.

``AGENT``: the tool shapes set 27's secrets used, holding nothing secret: VS Code agent
mode's ``runInTerminal``, Open Interpreter's blocks, Jules's "Ran" steps, Qodo's shell tool,
Tabnine's agent terminal, Refact's ``cat`` and ``shell`` calls, Lovable, PearAI, Codeium and
Sourcery transcripts, AutoCodeRover's ``search_code``, ``rga``, ``rg -o``, ``comm``,
``dwdiff``, ``json-diff``, ``yamldiff``, ``kubectl diff``, ``pulumi preview --diff``,
``daff``, ``sqldiff``, ``Compare-Object`` and ``fc /n`` of ordinary settings, and HTTP tool
responses listing tokens by id and prefix only. ``PUBLIC``: values public by design beside
credential words (SSH and age public keys, PGP fingerprints, JWKS ``kid``, certificate
serials and SPKI pins, WireGuard public keys, publishable and client-side keys, commit,
build, trace and span ids, image digests, checksums). ``WORLD``: set 27's words for PINs,
recovery codes and keys, tokens, passphrases and passwords next to counts, dates and
policies, holding no value. ``VENDOR_IDS``: public ids of set 27's vendors. None holds a
secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Run command in terminal (runInTerminal)⟧\n⟦  argocd app get billing -o json | jq .status.sync.status⟧\n⟦Output:⟧\n⟦"Synced"⟧
agent: ⟦Run command in terminal (runInTerminal)⟧\n⟦  berglas list acme-prod⟧\n⟦Output:⟧\n⟦argocd-repo-password⟧\n⟦smtp-relay⟧\n⟦Command exited with code 0⟧
agent: ⟦Run command in terminal (runInTerminal)⟧\n⟦  kubectl diff -f deploy/web.yaml⟧\n⟦-  replicas: 2⟧\n⟦+  replicas: 3⟧
agent: ⟦```shell⟧\n⟦pihole status⟧\n⟦```⟧\n⟦  [✓] FTL is listening on port 53⟧\n⟦  [✓] Pi-hole blocking is enabled⟧
agent: ⟦```shell⟧\n⟦grep -c neighbor /etc/frr/bgpd.conf⟧\n⟦```⟧\n⟦  4⟧
agent: ⟦```python⟧\n⟦cfg["session"]["expiration"]⟧\n⟦```⟧\n⟦  '1h'⟧ (⟦only the expiry was printed⟧)
agent: ⟦Ran: grep -n APP_URL .env⟧\n⟦1:APP_URL=https://money.acme.home⟧
agent: ⟦Ran: docker compose ps mealie⟧\n⟦mealie  running (healthy)  0.0.0.0:9925->9000/tcp⟧
agent: ⟦▶ shell: syncthing cli show system | jq .myID⟧\n⟦"«U7»-«U7»-«U7»-«U7»-«U7»-«U7»-«U7»-«U7»"⟧ (⟦the device id, public⟧)
agent: ⟦▶ shell: grep -n http_port /opt/janus/etc/janus/janus.transport.http.jcfg⟧\n⟦12:	port = 8088⟧\n⟦✔ exit 0⟧
agent: ⟦Tabnine ran in terminal: grep -o '<Port>.*</Port>' /srv/prowlarr/config/config.xml⟧\n⟦<Port>9696</Port>⟧
agent: ⟦Tabnine ran in terminal: yq '.general.port' /srv/bazarr/config/config/config.yaml⟧\n⟦6767⟧
agent: ⟦🔨 cat(paths="config/frigate.yml")⟧\n⟦cameras:⟧\n⟦  driveway:⟧\n⟦    detect: {width: 1280, height: 720}⟧
agent: ⟦🔨 shell(command="curl -s http://localhost:8686/ping")⟧\n⟦{"status":"OK"}⟧
agent: ⟦Viewed .env⟧\n⟦VITE_SUPABASE_URL=https://«l20».supabase.co⟧ (⟦the project URL, public⟧)
agent: ⟦PearAI ran: docker exec readarr cat /config/config.xml | grep Port⟧\n⟦  <Port>8787</Port>⟧
agent: ⟦Found 1 snippets containing `LINKDING_URL` in the codebase:⟧\n⟦<file>scripts/sync_bookmarks.py</file>⟧\n⟦BASE = "https://links.acme.home"⟧
agent: ⟦$ rga -i 'wlan name' docs/⟧\n⟦docs/handover-2026.pdf⟧\n⟦Page 3: Guest WLAN name: Acme-Guest⟧
agent: ⟦$ comm -13 <(sort env.before) <(sort env.after)⟧\n⟦FEATURE_SEARCH=1⟧\n⟦MEILI_ENV=production⟧
agent: ⟦$ dwdiff old/relay.conf new/relay.conf⟧\n⟦relay_port = [-25-] {+587+}⟧
agent: ⟦$ yamldiff --file1 values-staging.yaml --file2 values-prod.yaml⟧\n⟦-   replicaCount: 1⟧\n⟦+   replicaCount: 3⟧
agent: ⟦$ pulumi preview --diff⟧\n⟦~ memorySize: 256 => 512⟧\n⟦Resources: 1 to update, 14 unchanged⟧
agent: ⟦$ daff accounts-old.csv accounts-new.csv⟧\n⟦@@,service,user,enabled⟧\n⟦->,ftp-backup,backup,true->false⟧
agent: ⟦$ sqldiff app-old.db app-new.db⟧\n⟦UPDATE settings SET value='weekly' WHERE key='digest_frequency';⟧
agent: ⟦PS> Compare-Object (Get-Content .env.old) (Get-Content .env)⟧\n⟦SQL_PORT=1434                             =>⟧
agent: ⟦C:\deploy> fc /n app.old.ini app.ini⟧\n⟦FC: no differences encountered⟧
agent: ⟦GET https://mealie.acme.home/api/users/api-tokens → 200⟧\n⟦[{"name":"home-assistant","id":7,"createdAt":"2026-12-06T05:40:00"}]⟧ (⟦names and ids only⟧)
agent: ⟦GET https://time.acme.io/api/users/12 → 200⟧\n⟦{"id":12,"username":"invoice-bot","enabled":true,"roles":["ROLE_USER"]}⟧
agent: ⟦$ garage key list⟧\n⟦ID                          Name⟧\n⟦GK31c2f218a2e44f485b94239e  backup-bot⟧ (⟦key ids, public⟧)
agent: ⟦$ argocd account list⟧\n⟦NAME    ENABLED  CAPABILITIES⟧\n⟦ci-bot  true     apiKey⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ci@acme⟧ (⟦public key⟧)
public: ⟦age1«l58»⟧ is the ⟦recipient (public key)⟧ for ⟦secrets.env.age⟧
public: ⟦PGP fingerprint «H4» «H4» «H4» «H4» «H4»  «H4» «H4» «H4» «H4» «H4»⟧ ⟦signs release tarballs⟧
public: ⟦JWKS kid «l20»⟧ ⟦alg ES256⟧ ⟦use sig⟧ — ⟦public keys at /.well-known/jwks.json⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦not after 2027-03-05⟧
public: ⟦SPKI pin sha256/«b64_43»=⟧ ⟦for api.acme.io⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦peer office-router⟧
public: ⟦Supabase anon key (public, RLS enforced)⟧ ⟦project «l20»⟧
public: ⟦MapTiler style id «l12»⟧ ⟦(public style URL)⟧
public: ⟦commit «h40»⟧ ⟦Merge pull request #«d4» from acme/rotate-keys⟧
public: ⟦build «d6»⟧ ⟦pipeline «d5»⟧ ⟦token step skipped (no secrets in forks)⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦auth.verify_token 12 ms⟧
public: ⟦image ghcr.io/acme/api@sha256:«h64»⟧ ⟦signed with cosign⟧
public: ⟦sha256 «h64»⟧ ⟦prowlarr-2.1.0.linux-x64.tar.gz⟧
public: ⟦Syncthing device ID «U7»-«U7»-«U7»-«U7»-«U7»-«U7»-«U7»-«U7»⟧ ⟦(share it to pair)⟧
public: ⟦Garage key id GK«h24»⟧ ⟦(the secret key is shown once)⟧
public: ⟦Stripe publishable key pk_live_«A24»⟧ ⟦(client-side)⟧
public: ⟦Navidrome Last.fm API key (app id) «h32»⟧ ⟦shared by all installs⟧
public: ⟦Atatus app id «h24»⟧ ⟦not a license key⟧
public: ⟦minisign key id «H16»⟧ ⟦for release signatures⟧
public: ⟦OpenObserve org id «l10»⟧ ⟦stream k8s_events⟧
public: ⟦request id req_«A20»⟧ ⟦401 invalid token⟧ — ⟦no token echoed⟧
"""

WORLD = r"""
world: ⟦киирии кода⟧ ⟦6 сыыппараттан турар⟧
world: ⟦inombolo yemfihlo⟧ ⟦ineme tinombolo letisitfupha⟧
world: ⟦الكود السري⟧ ⟦يتبدّل كل 90 يوم⟧
world: ⟦saklı söz⟧ ⟦en az 12 harf⟧ — ⟦son diişmä 2026-11-20⟧
world: ⟦Geheimzoi⟧ ⟦sechs Ziffern⟧; ⟦nach drei Fehlversuch gspeat⟧
world: ⟦Gheimnummere⟧ ⟦6 Ziffere⟧ — ⟦nöi ab 2026-12-01⟧
world: ⟦mot d' passaedje⟧ ⟦candjî tos les trwès moes⟧
world: ⟦fjalë e fshehtë⟧ ⟦të paktën 12 shkronja⟧
world: ⟦pallabra de pasu⟧ ⟦cambiada el 2026-12-02⟧
world: ⟦palabra de passi⟧ ⟦de 4 palabras⟧
world: ⟦κλειδί ανάκτησης⟧ ⟦αποθηκεύτηκε 2026-12-03⟧ (⟦δεν εμφανίζεται ξανά⟧)
world: ⟦کد بازیابی⟧ ⟦۸ کد باقی مانده⟧
world: ⟦بحالی کوڈ⟧ ⟦10 میں سے 7 باقی⟧
world: ⟦पुनर्प्राप्ती कोड⟧ ⟦10 पैकी 6 शिल्लक⟧
world: ⟦পুনরুদ্ধার কী⟧ ⟦২০২৬-১২-০১ তারিখে তৈরি⟧
world: ⟦రికవరీ కోడ్⟧ ⟦ఒక్కసారి మాత్రమే⟧
world: ⟦รหัสกู้คืน⟧ ⟦เหลือ 5 รหัส⟧
world: ⟦ቃል ምሕላፍ⟧ ⟦ብውሑዱ 12 ፊደላት⟧
world: ⟦动态口令⟧ ⟦有效期 60 秒⟧
world: ⟦резервний код⟧ ⟦залишилось 4⟧
world: ⟦ключ восстановления⟧ ⟦хранится в Intune⟧
world: ⟦Wiederherstellungsschlüssel⟧ ⟦wurde am 2026-12-02 erzeugt⟧
world: ⟦código de respaldo⟧ ⟦quedan 3 de 10⟧
world: ⟦PIN-koodi⟧ ⟦vaihdettu 2026-11-30⟧
world: ⟦kod zapasowy⟧ ⟦wykorzystano 2 z 10⟧
world: ⟦mã PIN⟧ ⟦gồm 6 chữ số⟧
world: ⟦kode akses⟧ ⟦berlaku 30 hari⟧
world: ⟦ọrọ aṣínà⟧ ⟦o kere ju lẹta 12⟧
world: ⟦API キー⟧ ⟦2026-12-01 に再発行⟧
world: ⟦ரகசிய குறியீடு⟧ ⟦6 இலக்கங்கள்⟧
world: ⟦ਰਿਕਵਰੀ ਕੋਡ⟧ ⟦10 ਵਿੱਚੋਂ 8 ਬਾਕੀ⟧
world: ⟦კოდური ფრაზა⟧ ⟦6 სიტყვა⟧
world: ⟦վերականգնման բանալի⟧ ⟦ստեղծվել է 2026-12-01⟧
world: ⟦復原碼⟧ ⟦剩餘 9 組⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Sematext app «l8»⟧ ⟦region EU⟧
vendor-ids: ⟦HyperDX team «h24»⟧ ⟦source checkout-api⟧
vendor-ids: ⟦Oh Dear monitor «d6»⟧ ⟦team «d5»⟧
vendor-ids: ⟦updown.io check «l4»⟧ ⟦(public status page)⟧
vendor-ids: ⟦Unity Ads organization «d7»⟧ ⟦game id «d7»⟧
vendor-ids: ⟦Pangle user_id «d6»⟧ ⟦role_id «d6»⟧
vendor-ids: ⟦Navixy tracker «d6»⟧ ⟦label van-12⟧
vendor-ids: ⟦Flowroute tech prefix «d4»⟧ ⟦number +1312555«d4»⟧
vendor-ids: ⟦CiviCRM contact «d5»⟧ ⟦group Administrators⟧
vendor-ids: ⟦17TRACK number LX«d9»CN⟧ ⟦carrier 3011⟧
vendor-ids: ⟦FareHarbor company acme-kayaks⟧ ⟦availability «d8»⟧
vendor-ids: ⟦Beds24 property «d6»⟧ ⟦room «d6»⟧
vendor-ids: ⟦Tito account acme⟧ ⟦event devconf-2027⟧
vendor-ids: ⟦Rezdy product P«U5»⟧ ⟦supplier «d5»⟧
vendor-ids: ⟦Koha patron «d7»⟧ ⟦branch MAIN⟧
"""
