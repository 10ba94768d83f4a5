"""Innocent set 42: coding-agent output with no secret, public ids beside credential words,
set 42's languages and public ids of set 42's vendors.

``AGENT``: the tool shapes set 42's secrets used, holding nothing secret: Azure Pipelines
``##[section]`` logs, TeamCity service messages, Google Colab cells, pry sessions, psql's
``=#`` prompt, the Node REPL, Xcode Cloud and Argo Workflows logs, Databricks, Livebook,
marimo, Zeppelin, Hex and Observable cells, ``bun repl``, and HTTP tool responses listing
keys by id, name and prefix only. ``PUBLIC``: values public by design beside credential words
(key ids, fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 42's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 42's vendors (site keys, project ids, organization ids, stream ids, beacon ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦2026-12-06T15:12:01.4410027Z ##[section]Starting: Render compose env⟧
agent: ⟦2026-12-06T15:12:01.4529981Z ##[command]docker compose config --quiet⟧
agent: ⟦##[warning]artalk.yml is world-readable⟧ ⟦(mode 0644)⟧
agent: ⟦2026-12-06T15:12:09.9140002Z ##[error]Bash exited with code '1'.⟧
agent: ⟦[15:12:31] :	 [Step 2/4] ##teamcity[blockOpened name='unit tests']⟧
agent: ⟦##teamcity[buildStatisticValue key='testsPassed' value='412']⟧
agent: ⟦##teamcity[testFailed name='test_login_rejects_wrong_password' message='expected 401']⟧
agent: ⟦read_cell(notebook="ops.ipynb", index=2)⟧ → ⟦[2] !pip install -q xmltodict==0.14.2⟧
agent: ⟦[3] %%bash⟧\n    ⟦docker compose ps twikoo⟧\n    ⟦twikoo   Up 3 hours⟧
agent: ⟦[1] pry(main)> Cosmos::VERSION⟧\n⟦=> "0.17.3"⟧
agent: ⟦[2] pry(main)> settings.keys⟧\n⟦=> ["domain", "postgresPassword", "appsRepoUrl"]⟧
agent: ⟦appdb=# SELECT count(*) FROM relay_hosts;⟧\n ⟦count⟧\n-------\n     ⟦1⟧
agent: ⟦appdb=# \d vpn_settings⟧ ⟦ipsec_psk | text | not null⟧
agent: ⟦Welcome to Node.js v22.11.0.⟧\n⟦> require('./package.json').version⟧\n⟦'2.4.1'⟧
agent: ⟦> Object.keys(process.env).filter(k => k.startsWith('EASYPANEL_'))⟧\n⟦[ 'EASYPANEL_URL', 'EASYPANEL_TOKEN' ]⟧
agent: ⟦Xcode Cloud: Archive - iOS succeeded⟧ ⟦(build 2211, 6m 41s)⟧
agent: ⟦$ argo logs etl-8x2kd -c main⟧\n⟦etl-8x2kd-load: loaded 1,204,331 rows into marts.orders⟧
agent: ⟦Cmd 4⟧\n⟦%sh ls /dbfs/FileStore/conf⟧\n⟦sandstorm.conf  waline.env⟧
agent: ⟦System.get_env("LB_REMARK42_URL")⟧\n⟦#=> "https://comments.acme.io"⟧
agent: ⟦marimo · cell 7 · output⟧\n⟦Using Waline server https://waline.acme.io⟧
agent: ⟦%sh⟧\n⟦vpncmd /server localhost /cmd ServerStatusGet⟧ ⟦Number of Sessions |12⟧
agent: ⟦Hex · SQL cell "orders" ran in 1.8s⟧ ⟦(4,211 rows)⟧
agent: ⟦cockpitUrl = "https://cockpit.acme.io:9090"⟧
agent: ⟦$ bun repl⟧\n⟦Welcome to Bun v1.1.38⟧\n⟦> Bun.version⟧\n⟦"1.1.38"⟧
agent: ⟦$ rg -n ADMIN_PASSWD remark42/⟧\n⟦remark42/docker-compose.yml:18:      - ADMIN_PASSWD=${REMARK42_ADMIN_PASSWD}⟧
agent: ⟦$ ag JWT_SECRET cusdis/⟧\n⟦cusdis/.env.example⟧\n⟦4:JWT_SECRET=⟧
agent: ⟦$ git diff --cached --stat⟧\n⟦ config/credentials.yml.enc | 2 +-⟧
agent: ⟦HTTP 200 GET /api/v0/apitokens⟧ ⟦[{"id":7,"name":"export","permissions":{"export":true}}]⟧ (⟦tokens not returned⟧)
agent: ⟦HTTP 200 GET /cosmos/api/tokens⟧ ⟦[{"name":"ci","expires":"2027-06-06","last4":"Qx7a"}]⟧
agent: ⟦HTTP 200 GET /api/trpc/users.listApiTokens⟧ ⟦{"result":{"data":{"json":[{"id":"«uuid»","createdAt":"2026-12-01"}]}}}⟧
agent: ⟦psql: error: connection to server at "db.acme.io" (10.0.4.12), port 5432 failed: FATAL: password authentication failed for user "hex"⟧
agent: ⟦==> docker-data/dms/config/postfix-sasl-password.cf <==⟧ ⟦(file is empty)⟧
agent: ⟦$ grep -c db_pwd conf/settings.yml⟧\n⟦1⟧
agent: ⟦Out: 'secrets.toml' is listed in .gitignore⟧ (⟦git check-ignore -v secrets.toml⟧)
agent: ⟦##[debug]Processed: ##vso[task.setvariable variable=WALINE_TOKEN;issecret=true]***⟧ ⟦(masked)⟧
agent: ⟦##vso[task.setvariable variable=BUILD_TAG]2026.12.6-rc1⟧
agent: ⟦##[debug]Evaluating: variables['COMMENTO_SMTP_HOST']⟧\n⟦##[debug]Result: 'smtp.acme.io'⟧
agent: ⟦##teamcity[setParameter name='env.REMARK42_URL' value='https://comments.acme.io']⟧
agent: ⟦##teamcity[testFinished name='test_artalk_login' duration='412']⟧
agent: ⟦[1] from google.colab import userdata⟧\n    ⟦print(len(userdata.get('EASYPANEL_TOKEN')))⟧\n    ⟦40⟧
agent: ⟦OperationalError                          Traceback (most recent call last)⟧\n⟦----> 3 conn = psycopg2.connect(dsn)⟧\n⟦OperationalError: could not translate host name "db" to address⟧
agent: ⟦Cmd 7⟧\n⟦print(dbutils.secrets.get("ops", "blocky-redis"))⟧\n⟦[REDACTED]⟧
agent: ⟦[4] pry(main)> ENV.keys.grep(/SANDSTORM_/)⟧\n⟦=> ["SANDSTORM_SMTP_PASSWORD", "SANDSTORM_PORT"]⟧
agent: ⟦> require('dotenv').parse(fs.readFileSync('twikoo/.env')).TWIKOO_PORT⟧\n⟦'8080'⟧
agent: ⟦[6] %%ai chatgpt⟧\n    ⟦Why does Cusdis return 401?⟧\n    ⟦Check that the Authorization header is sent.⟧
agent: ⟦Cell 3 (scala) · result⟧\n⟦res2: Int = 4211⟧
agent: ⟦get_ci_log(run=7713, job="deploy")⟧ → ⟦##[section]Finishing: Deploy (succeeded)⟧
"""

PUBLIC = r"""
public: ⟦Logfire project id «uuid»⟧ (⟦write token not shown⟧)
public: ⟦MTPublic-«A9»⟧ is the ⟦MTCaptcha site key⟧ (⟦public by design⟧)
public: ⟦Luzmo API key id «uuid»⟧ — ⟦token kept server-side⟧
public: ⟦Gerrit Change-Id I«h40»⟧ on ⟦refs/for/main⟧
public: ⟦GPG key fingerprint «H40»⟧ signed ⟦hercules-ci-agent 0.10.4⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦review.acme.io⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/acme/remark42:1.14⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.maileroo.com⟧ (⟦valid until 2027-04-30⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /v1/log⟧ (⟦Authorization redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦secret scanning passed⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256⟧ — ⟦public verification key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for RustDesk hbbs (id_ed25519.pub)⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ ⟦@ko-fi/express 1.0.1⟧
public: ⟦request id «uuid»⟧ ⟦password reset e-mail queued⟧
public: ⟦TeamCity build id «d7»⟧ ⟦buildTypeId Acme_Deploy⟧ — ⟦token parameters hidden⟧
public: ⟦Azure DevOps run «d6»⟧ ⟦job id «uuid»⟧ (⟦secret variables masked⟧)
public: ⟦Livepeer playback id «l16»⟧ (⟦public; API key kept in CI⟧)
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/prod.yaml⟧
public: ⟦X.509 SKI «H40»⟧ ⟦for the SoftEther server certificate⟧
public: ⟦git commit «h40»⟧ ⟦"rotate Cusdis JWT secret (value in vault)"⟧
public: ⟦MTCaptcha site key MTPublic-«A9»⟧ ⟦is embedded in login.html⟧
public: ⟦Glassnode asset id «h8»⟧ ⟦(no key in the metric URL)⟧
public: ⟦OTel exporter endpoint https://logfire-eu.pydantic.dev⟧ ⟦header name Authorization⟧ (⟦value from env⟧)
public: ⟦SHA-1 «h40»⟧ ⟦of hbbs 1.1.11 release archive⟧
public: ⟦PGP key id «H16»⟧ ⟦for security@acme.io⟧
"""

WORLD = r"""
world: ⟦Kalmar sirri dole ta kasance haruffa 12⟧ ⟦(Hausa: the password must be 12 characters)⟧
world: ⟦Ọ̀rọ̀ aṣínà rẹ yí padà ní 2026-12-01⟧ ⟦(Yoruba: your password changed on 2026-12-01)⟧
world: ⟦Koodu mgbake 10 dị⟧ ⟦(Igbo: there are 10 recovery codes)⟧
world: ⟦Lambarka sirta waa inuu ahaadaa 6 god⟧ ⟦(Somali: the PIN must be 6 digits)⟧
world: ⟦የመልሶ ማግኛ ኮዶች 8 ናቸው⟧ ⟦(Amharic: there are 8 recovery codes)⟧
world: ⟦መሕለፊ ቃል ተቐይሩ⟧ ⟦(Tigrinya: the password was changed)⟧
world: ⟦Jechi darbii guyyaa 90 booda jijjiirama⟧ ⟦(Oromo: the password changes after 90 days)⟧
world: ⟦Ufunguo wa API umezimwa tarehe 2026-11-30⟧ ⟦(Swahili: the API key was disabled on 2026-11-30)⟧
world: ⟦Kaulisiri lazima iwe na maneno 6⟧ ⟦(Swahili: a passphrase must have 6 words)⟧
world: ⟦Ijambo ry'ibanga rigomba kugira inyuguti 12⟧ ⟦(Kinyarwanda: the password must have 12 letters)⟧
world: ⟦Ekigambo ky'ekyama kikyusiddwa⟧ ⟦(Luganda: the secret word was changed)⟧
world: ⟦Iphasiwedi iphelelwa yisikhathi ezinsukwini ezingu-30⟧ ⟦(Zulu: the password expires in 30 days)⟧
world: ⟦Inombolo eyimfihlo kufuneka ibe namanani ali-6⟧ ⟦(Xhosa: the secret number must have 6 digits)⟧
world: ⟦Jy het 10 herwinningskodes oor⟧ ⟦(Afrikaans: you have 10 recovery codes left)⟧
world: ⟦Phasewete e fetohile ka 2026-12-02⟧ ⟦(Sesotho: the password changed on 2026-12-02)⟧
world: ⟦To mo-de-pas bizin ena 12 karakter⟧ ⟦(Morisien: your password needs 12 characters)⟧
world: ⟦Liloba ya sekele ebongwani⟧ ⟦(Lingala: the secret word was changed)⟧
world: ⟦Baatu jàll bi soppeeku na⟧ ⟦(Wolof: the password was changed)⟧
world: ⟦كود الاسترجاع ده بيتستخدم مرة واحدة⟧ ⟦(Egyptian Arabic: this recovery code is used once)⟧
world: ⟦كلمة المرور يجب أن تكون 12 حرفًا⟧ ⟦(Arabic: the password must be 12 characters)⟧
world: ⟦عبارت عبور باید ۶ کلمه باشد⟧ ⟦(Persian: a passphrase must be 6 words)⟧
world: ⟦پټنوم باید ۱۲ توري ولري⟧ ⟦(Pashto: the password must have 12 letters)⟧
world: ⟦وشەی نهێنی گۆڕدرا⟧ ⟦(Sorani: the password was changed)⟧
world: ⟦Koda PIN divê 6 reqem be⟧ ⟦(Kurmanji: the PIN must be 6 digits)⟧
world: ⟦رمز عبور شما ۹۰ روز اعتبار دارد⟧ ⟦(Dari: your password is valid for 90 days)⟧
world: ⟦Kurtarma kodlarınızın 8 tanesi kaldı⟧ ⟦(Turkish: 8 of your recovery codes are left)⟧
world: ⟦Şifrəniz 2026-12-03 tarixində dəyişdirildi⟧ ⟦(Azerbaijani: your password was changed on 2026-12-03)⟧
world: ⟦מפתח ה-API בוטל ב-2026-11-29⟧ ⟦(Hebrew: the API key was revoked on 2026-11-29)⟧
world: ⟦Ο κωδικός σου εν έσιει 12 χαρακτήρες⟧ ⟦(Cypriot Greek: your password does not have 12 characters)⟧
world: ⟦Գաղտնաբառը պէտք է ունենայ 12 նիշ⟧ ⟦(Western Armenian: the password must have 12 characters)⟧
world: ⟦Gizli söz 12 harpdan ibarat olmalı⟧ ⟦(Qashqai: the secret word must be 12 letters)⟧
world: ⟦Neno la siri libadilishwa⟧ ⟦(Comorian: the secret word was changed)⟧
world: ⟦Koode artirgol ɗoo huutortoo laawol gootol⟧ ⟦(Fula: the recovery code works once)⟧
world: ⟦Maafaate qaale 12 fidalla hasi'ranno⟧ ⟦(Sidamo: the secret word needs 12 letters)⟧
world: ⟦Oitya yoshiholekwa oya lunduluka⟧ ⟦(Oshiwambo: the hidden words were changed)⟧
world: ⟦Ebigambo by'ekyama biri 4⟧ ⟦(Runyankole: there are 4 secret words)⟧
world: ⟦Enamba y'ekyama erimu emibare 8⟧ ⟦(Rukiga: the secret number has 8 digits)⟧
world: ⟦Ekigambo eky'ekyama kyakyusibwa⟧ ⟦(Lusoga: the secret word was changed)⟧
world: ⟦Akiro ka aicor ejaasi⟧ ⟦(Ateso: the secret word exists)⟧
world: ⟦Inomero y'ibanga igira imibare 8⟧ ⟦(Kirundi: the secret number has 8 digits)⟧
world: ⟦Geeshsha qaalay laamettiis⟧ ⟦(Wolaytta: the secret word was changed)⟧
world: ⟦نمره رازی ۶ رقم داره⟧ ⟦(Bakhtiari: the secret number has 6 digits)⟧
world: ⟦تئی رازی لبز بدل بوت⟧ ⟦(Balochi: your secret word was changed)⟧
world: ⟦لَمْبَرْ سِرِّ⟧ ⟦(Hausa Ajami: secret number)⟧ ⟦must be 6 digits⟧
world: ⟦ⲡⲓⲥⲁϫⲓ ⲉⲧϩⲏⲡ⟧ ⟦(Coptic: the hidden word)⟧ ⟦— 4 words⟧
world: ⟦Token di asesu ta spira na 30 dia⟧ ⟦(Kabuverdianu: the access token expires in 30 days)⟧
world: ⟦رمز التحقق صالح لمدة ١٠ دقائق⟧ ⟦(Arabic: the verification code is valid for 10 minutes)⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦ilert alert source id «d7»⟧ ⟦(integration key not shown)⟧
vendor-ids: ⟦Logfire region eu⟧ ⟦project «l8»/«l10»⟧
vendor-ids: ⟦LogSnag project acme-saas⟧ ⟦channel payments⟧ ⟦event id «uuid»⟧
vendor-ids: ⟦Luzmo dashboard id «uuid»⟧ ⟦embed for tenant 88⟧
vendor-ids: ⟦HarperDB instance acme-ledger⟧ ⟦node «l6»⟧ ⟦schema ledger⟧
vendor-ids: ⟦Gerrit change 41207⟧ ⟦patch set 3⟧ ⟦account id 1000«d3»⟧
vendor-ids: ⟦Hercules CI account acme⟧ ⟦agent id «uuid»⟧
vendor-ids: ⟦Kontakt.io beacon uniqueId «A4»⟧ ⟦major 1204 minor 17⟧
vendor-ids: ⟦KoboToolbox asset uid a«A21»⟧ ⟦842 submissions⟧
vendor-ids: ⟦Ko-fi page acmecafe⟧ ⟦kofi_transaction_id «uuid»⟧
vendor-ids: ⟦Memberful member id «d7»⟧ ⟦plan Supporter⟧
vendor-ids: ⟦Glassnode asset BTC⟧ ⟦metric indicators/sopr⟧ ⟦interval 24h⟧
vendor-ids: ⟦Messari asset id «uuid»⟧ ⟦slug ethereum⟧
vendor-ids: ⟦Livepeer stream id «uuid»⟧ ⟦stream key not shown⟧
vendor-ids: ⟦MessageMedia message_id «uuid»⟧ ⟦status delivered⟧
vendor-ids: ⟦InPost organization id 48211⟧ ⟦shipment «d10»⟧ ⟦locker KRA010⟧
vendor-ids: ⟦Librato space id «d6»⟧ ⟦chart «d7»⟧
vendor-ids: ⟦Maileroo reference_id «h24»⟧ ⟦domain mail.acme.io⟧
vendor-ids: ⟦meteoblue location Basel 47.558N 7.573E⟧ ⟦package basic-1h⟧
vendor-ids: ⟦Manatal candidate id «d8»⟧ ⟦job id «d6»⟧
vendor-ids: ⟦Gitness repo id «d5»⟧ ⟦space acme/platform⟧
vendor-ids: ⟦GameBanana mod id 488211⟧ ⟦member id 188211⟧
vendor-ids: ⟦Hexnode device id «d6»⟧ ⟦policy id «d4»⟧
vendor-ids: ⟦Mainflux thing id «uuid»⟧ ⟦channel id «uuid»⟧ (⟦thing key not shown⟧)
vendor-ids: ⟦Jobvite requisition R-2211⟧ ⟦company id acme_careers⟧
vendor-ids: ⟦Kraken CI flow 1181⟧ ⟦branch main⟧ ⟦agent group «l8»⟧
vendor-ids: ⟦Localytics app id «h20»-«h8»⟧ ⟦(app key, public in the SDK)⟧
vendor-ids: ⟦Helpjuice article id «d6»⟧ ⟦category «d4»⟧
vendor-ids: ⟦Kemp virtual service index «d2»⟧ ⟦10.0.0.20:443⟧
vendor-ids: ⟦Muvi content id «h16»⟧ ⟦permalink harvest-moon⟧
vendor-ids: ⟦iDonate organization id «uuid»⟧ ⟦campaign winter-coats⟧
vendor-ids: ⟦Mobilecause campaign keyword GIVE2026⟧ ⟦short code 41444⟧
vendor-ids: ⟦Matternet mission 22⟧ ⟦pad B⟧ ⟦vehicle M2-«d4»⟧
vendor-ids: ⟦LetMeShip shipment «d9»⟧ ⟦carrier DHL⟧
vendor-ids: ⟦Mighty Networks network id 88211⟧ ⟦space id «d6»⟧
"""
