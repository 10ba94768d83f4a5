"""Innocent set 30: coding-agent output with no secret, public ids beside credential words,
set 30's languages and public ids of set 30's vendors.

``AGENT``: the tool shapes set 30's secrets used, holding nothing secret: Codex CLI's ``•
Ran`` blocks, Firebender's terminal tool, Amazon Q Developer CLI's ``fs_read``, avante.nvim's
``bash`` tool, gptel's Org tool blocks, Manus' sandbox shell, Gemini Code Assist, Codegen,
Sculptor, Terragon, Claude Squad, ShellGPT and ``llm cmd`` transcripts, VisiData's batch mode
and HTTP tool responses listing keys by id, name and prefix only. ``PUBLIC``: values public
by design beside credential words (SSH host keys, age and minisign public keys, PGP key ids,
JWKS ``kid`` and ``x5t``, certificate fingerprints, Nostr ``npub``s, publishable and site
keys, commit, build, trace and span ids, image digests, checksums). ``WORLD``: set 30's words
for recovery keys and phrases, backup codes, passwords, PINs and secret words next to counts,
dates and policies, holding no value. ``VENDOR_IDS``: public ids of set 30's vendors. None
holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦• Ran grep -n HBOX_ homebox/.env⟧\n  └ ⟦1:HBOX_MODE=production⟧\n    ⟦2:HBOX_WEB_PORT=7745⟧
agent: ⟦• Ran docker compose ps⟧\n  └ ⟦ghostfolio   Up 3 hours (healthy)   0.0.0.0:3333->3333/tcp⟧
agent: ⟦• Explored⟧\n  └ ⟦Read docker-compose.yml, .env.example⟧
agent: ⟦Firebender › Terminal › ./gradlew :app:assembleRelease⟧\n  ⟦BUILD SUCCESSFUL in 1m 12s⟧\n  ⟦✓ exit code 0⟧
agent: ⟦Firebender › Terminal › cat keystore.properties⟧\n  ⟦storeFile=../release/acme.jks⟧\n  ⟦keyAlias=upload⟧\n  ⟦storePassword=${RELEASE_STORE_PASSWORD}⟧
agent: ⟦🛠️  Using tool: fs_read (trusted)⟧\n ⟦● Reading file: /opt/akkoma/config/prod.exs, from line 1 to 6⟧\n ⟦✓ Successfully read 188 bytes⟧\n⟦config :pleroma, :instance, name: "Acme Social"⟧
agent: ⟦🛠️  Using tool: fs_read (trusted)⟧\n ⟦● Reading file: ~/.config/bitmagnet/config.yml⟧\n⟦tmdb:⟧\n⟦  enabled: false⟧
agent: ⟦╭─  bash  succeeded⟧\n⟦│ command: openproject --version⟧\n⟦│ OpenProject 15.1.0⟧\n⟦╰─⟧
agent: ⟦╭─  bash  failed⟧\n⟦│ command: grep -n GRIST_SESSION_SECRET docker-compose.yml⟧\n⟦│ (exit 1, no match)⟧\n⟦╰─⟧
agent: ⟦#+begin_tool (read_file :path "kestra/application.yml")⟧\n⟦kestra:⟧\n⟦  server:⟧\n⟦    basic-auth:⟧\n⟦      enabled: false⟧\n⟦#+end_tool⟧
agent: ⟦#+begin_tool (shell :command "docspell-joex --version")⟧\n⟦docspell-joex 0.42.0⟧\n⟦#+end_tool⟧
agent: ⟦ubuntu@sandbox:~ $ env | grep CHEVERETO_ | sort⟧\n⟦CHEVERETO_DB_HOST=database⟧\n⟦CHEVERETO_DB_USER=chevereto⟧\n⟦CHEVERETO_HOSTNAME=img.acme.io⟧
agent: ⟦ubuntu@sandbox:~ $ vd -b exports/integrations.xlsx -o -⟧\n⟦name        kind     rotated⟧\n⟦helpdesk    webhook  2026-11-02⟧
agent: ⟦Gemini › Agent › Run in terminal: streamlit --version⟧\n⟦Streamlit, version 1.41.1⟧\n⟦✔ Command completed⟧
agent: ⟦[codegen] tool=RunBashCommand cmd="vault token lookup -format=json | jq .data.ttl" exit=0⟧\n⟦2764800⟧
agent: ⟦sculptor ▸ task 7 ▸ $ printenv | grep -i sentry⟧\n⟦SENTRY_ENVIRONMENT=staging⟧\n⟦SENTRY_RELEASE=acme-web@«h12»⟧
agent: ⟦Terragon · Read file · config/credentials/production.yml.enc (1 line)⟧\n⟦(encrypted; needs RAILS_MASTER_KEY)⟧
agent: ⟦[squad] session fix-billing⟧ ⟦(worktree .claude-squad/worktrees/fix-billing)⟧\n⟦$ git log --oneline -1⟧\n⟦«h7» billing: round tax per line⟧
agent: ⟦$ sgpt --shell "list redis keys about sessions"⟧\n⟦redis-cli --scan --pattern 'session:*' | head⟧\n⟦[E]xecute, [D]escribe, [A]bort: d⟧
agent: ⟦$ llm cmd show the webhook ids in config/hooks.json⟧\n⟦> jq -r '.hooks[].id' config/hooks.json⟧\n⟦wh_«l12»⟧
agent: ⟦GET https://comics.acme.home/api/v2/users/me/api-keys -> 200⟧\n⟦[{"id":"0KQ1H2B7Z","comment":"tachiyomi","createdDate":"2026-12-06T09:30:00Z"}]⟧
agent: ⟦GET https://tables.acme.io/api/access-token -> 200⟧\n⟦[{"id":"acc9Xq","name":"etl","scopes":["table|read"],"expiredTime":"2027-06-06"}]⟧
agent: ⟦POST https://audiobooks.acme.home/login -> 401⟧\n⟦{"error":"Invalid username or password"}⟧
agent: ⟦Firebender › Terminal › jq '{client_email, project_id}' play-publisher.json⟧\n⟦"client_email": "publisher@acme-app.iam.gserviceaccount.com"⟧
agent: ⟦Komga API key created⟧ ⟦id 0KQ1H2B7Z⟧ ⟦comment "tachiyomi"⟧ ⟦(the key is shown once)⟧
agent: ⟦Teable token prefix teable_acc9Xq…⟧ ⟦last used 2026-12-05⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦host key for git.acme.io⟧ (⟦public⟧)
public: ⟦age1«l58»⟧ ⟦age recipient (public key) for backups⟧
public: ⟦minisign public key RW«b64_54»⟧ ⟦verify release 3.0.2⟧
public: ⟦PGP key id 0x«H16»⟧ ⟦signing key, not a password⟧
public: ⟦JWKS kid «l22»⟧ ⟦x5t «b64_27»⟧ ⟦(public signing certificate)⟧
public: ⟦SHA-256 fingerprint «H64»⟧ ⟦of the TLS certificate for api.acme.io⟧
public: ⟦npub1«l58»⟧ ⟦Nostr public key of @acme⟧
public: ⟦Stripe publishable key pk_live_«A24»⟧ ⟦(safe in the browser)⟧
public: ⟦reCAPTCHA site key 6L«A38»⟧ ⟦(public; the secret key stays on the server)⟧
public: ⟦commit «h40»⟧ ⟦"rotate signing key" (message only)⟧
public: ⟦build «d7»⟧ ⟦trace id «h32»⟧ ⟦span id «h16»⟧
public: ⟦image sha256:«h64»⟧ ⟦acme/api:2026.12.06⟧
public: ⟦checksum sha512-«b64_86»==⟧ ⟦package-lock.json, left-pad⟧
public: ⟦Open Dental developer portal: customer key created for office «d5»⟧ ⟦(value shown once)⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦peer laptop-7⟧
public: ⟦Firebase API key AIza«A35»⟧ ⟦(identifies the project; not a secret by design)⟧
public: ⟦Sentry DSN public key «h32»⟧ ⟦project 4⟧ ⟦(public by design)⟧
public: ⟦upload key certificate SHA-1 «H40»⟧ ⟦Play Console⟧
"""

WORLD = r"""
world: ⟦侬个恢复码还剩 3 个⟧ ⟦（2026-12-31 到期）⟧
world: ⟦你個恢復碼已經用咗 2 個⟧
world: ⟦थारा पासवर्ड 90 दिन में बदलणा सै⟧
world: ⟦थांरो पासवर्ड 3 बार गलत हुयो⟧
world: ⟦तुमारु पिन 6 अंक कु होण चैंद⟧
world: ⟦तुमर रिकभरी कोड 10 बचि रईं⟧
world: ⟦আফনার পাসওয়ার্ড বদলানি অইছে⟧ ⟦২০২৬-১২-০৬⟧
world: ⟦Sizin jašyryn söziñiz 12 harfdan az bolmasyn⟧
world: ⟦Dei Passwort isch abglaufa⟧ ⟦(vor 3 Dag)⟧
world: ⟦La tò password l'è scadüda⟧
world: ⟦Tava slaptažuodis galiuoj 90 dėinū⟧
world: ⟦Твій пароль мусит мати 12 знаків⟧
world: ⟦Το κρυφόν σ' αλλάχτεν⟧ ⟦3 ημέρες πριν⟧
world: ⟦აღდგენის ფრაზა შედგება 12 სიტყვისგან⟧
world: ⟦Фраза восстановления состоит из 24 слов⟧
world: ⟦Ключ відновлення створено 2026-12-06⟧
world: ⟦बैकअप पिन 8 अंकों का होता है⟧
world: ⟦காப்பு குறியீடுகள் 10 மீதம் உள்ளன⟧
world: ⟦복구 키는 2026-12-06에 재발급되었습니다⟧
world: ⟦バックアップコードは残り 4 個です⟧
world: ⟦คีย์กู้คืนถูกสร้างใหม่เมื่อ 6 ธ.ค. 2026⟧
world: ⟦קוד גיבוי אחד נוצל⟧ ⟦נותרו 9⟧
world: ⟦عبارة الاسترداد تتكون من 12 كلمة⟧
world: ⟦کد پشتیبان شما تا ۳۰ روز معتبر است⟧
world: ⟦Kurtarma ifadesi 24 kelimeden oluşur⟧
world: ⟦Mã dự phòng: còn 5 mã⟧
world: ⟦Klucz odzyskiwania wygenerowano ponownie⟧ ⟦6 grudnia 2026⟧
world: ⟦La clave de recuperación se guardó en la cuenta⟧ ⟦(no se muestra)⟧
world: ⟦Die Wiederherstellungsphrase hat 12 Wörter⟧
world: ⟦助记词共 12 个⟧ ⟦请离线保存⟧
world: ⟦የመልሶ ማግኛ ቁልፍ ተፈጥሯል⟧
world: ⟦Din pinkode skal have 4 cifre⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Openstatus monitor «d5»⟧ ⟦region fra⟧
vendor-ids: ⟦Flagship environment id «l20»⟧ ⟦(public, sent to the browser)⟧
vendor-ids: ⟦ezyVet partner id acme-vet⟧ ⟦site «d4»⟧
vendor-ids: ⟦Open Dental office PatNum «d6»⟧ ⟦AptNum «d7»⟧
vendor-ids: ⟦SimplyRETS listing mlsId «d7»⟧ ⟦(public id)⟧
vendor-ids: ⟦Rentvine property «d5»⟧ ⟦lease «d4»⟧
vendor-ids: ⟦ParkMobile zone «d4»⟧ ⟦space 112⟧
vendor-ids: ⟦ChargePoint station CPF25-«d4»⟧ ⟦port 2⟧
vendor-ids: ⟦SignRequest document uuid «uuid»⟧ ⟦(not a token)⟧
vendor-ids: ⟦BoldSign documentId «uuid»⟧ ⟦status: waiting for signers⟧
vendor-ids: ⟦Humanitix event «h24»⟧ ⟦tickets 140⟧
vendor-ids: ⟦Bokun activity «d6»⟧ ⟦vendor «d4»⟧
vendor-ids: ⟦SimplyBook company login acmeclinic⟧ ⟦service «d2»⟧
vendor-ids: ⟦Paycor legal entity «d6»⟧ ⟦employee «d7»⟧
vendor-ids: ⟦Pipefy pipe «d9»⟧ ⟦card «d9»⟧
vendor-ids: ⟦Kissflow process id purchase_request⟧ ⟦account «A12»⟧
vendor-ids: ⟦Tally form «A6»⟧ ⟦(form id, public in its URL)⟧
vendor-ids: ⟦Wufoo form hash «l7»⟧ ⟦subdomain acme⟧
vendor-ids: ⟦Alchemer survey «d7»⟧ ⟦response «d5»⟧
vendor-ids: ⟦Microsoft Clarity project id «l10»⟧ ⟦(in the page's tag)⟧
vendor-ids: ⟦Whatfix flow «uuid»⟧ ⟦ent «l8»⟧
vendor-ids: ⟦Zcal link intro-30⟧ ⟦host «l12»⟧
"""
