"""Innocent set 75: SQL and database agents' output in set 75's tool shapes with no secret,
public keys, key ids, fingerprints, digests, migration checksums and query ids beside
credential words, set 75's languages, and public ids of set 75's vendors.

``AGENT``: psql, mysql and sqlite sessions, ``EXPLAIN ANALYZE`` plans, ``pgroll``,
``gh-ost``, Skeema, pgcat, Supavisor, pgloader, Graphile Migrate, ``node-pg-migrate``,
``rails db:migrate``, ``artisan migrate``, ``doctrine:migrations`` and pool logs where every
credential is masked, referenced or absent. ``PUBLIC``: public halves and identifiers.
``WORLD``: set 75's languages saying that a password, PIN or code was changed, sent or
expired, without one. ``VENDOR_IDS``: set 75's vendors' public ids (app ids, network ids,
campaign ids, channel ids, client ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦ads=> \conninfo⟧ ⟦You are connected to database "ads" as user "ads_app" on host "127.0.0.1" at port "5432".⟧
agent: ⟦ads=> SELECT count(*) FROM api_tokens WHERE revoked_at IS NULL;⟧ ⟦count 1204⟧
agent: ⟦ads=> \d api_tokens⟧ ⟦token_hash | text | not null⟧ ⟦token_prefix | character varying(8)⟧
agent: ⟦Seq Scan on api_tokens  (cost=0.00..35.50 rows=1 width=72)⟧ ⟦Filter: (token_prefix = 'tok_9f3c'::text)⟧ (prefix only)
agent: ⟦Index Scan using api_keys_partner_idx on api_keys⟧ ⟦Index Cond: (partner_id = «d6»)⟧ ⟦Execution Time: 0.082 ms⟧
agent: ⟦QUERY PLAN⟧ ⟦Hash Join  (cost=12.40..88.10 rows=412 width=64)⟧ ⟦Hash Cond: (p.campaign_id = c.id)⟧
agent: ⟦queryid «d19»⟧ ⟦calls 88123⟧ ⟦mean_exec_time 4.21 ms⟧ ⟦SELECT ... FROM postbacks WHERE secret_id = $1⟧
agent: ⟦mysql> SHOW GRANTS FOR 'reports'@'%';⟧ ⟦GRANT SELECT ON `radio`.* TO `reports`@`%`⟧
agent: ⟦mysql> SELECT user, host, plugin FROM mysql.user;⟧ ⟦reports | % | caching_sha2_password⟧
agent: ⟦mysql> SHOW VARIABLES LIKE 'validate_password%';⟧ ⟦validate_password.length | 12⟧
agent: ⟦sqlite> SELECT key, length(value) FROM settings WHERE key LIKE '%token%';⟧ ⟦cdn_purge_token|40⟧ (length only)
agent: ⟦sqlite> .tables⟧ ⟦api_keys  partners  postback_secrets  webhooks⟧
agent: ⟦$ pgroll start migrations/07_add_ad_slots.json⟧ ⟦Migration successful! New version of the schema available under postgres "public_07_add_ad_slots"⟧
agent: ⟦$ pgroll status⟧ ⟦{"schema":"public","version":"07_add_ad_slots","status":"In progress"}⟧
agent: ⟦Copy: 1893021/1893021 100.0%; Applied: 412; Backlog: 0/1000⟧ ⟦Time: 31m12s(total)⟧ ⟦streamer: mysql-bin.000412:«d8»⟧
agent: ⟦gh-ost --password=******** --execute⟧ ⟦# Migrating `streams`.`plays`; Ghost table is `streams`.`_plays_gho`⟧
agent: ⟦$ skeema diff production⟧ ⟦ALTER TABLE `partners` ADD COLUMN `api_key_last4` char(4) DEFAULT NULL;⟧
agent: ⟦$ skeema lint⟧ ⟦[WARN] partners.sql: column password_hash uses latin1⟧ ⟦1 warning⟧
agent: ⟦[2026-12-07T12:40:07Z INFO  pgcat] Pool ads: 40 servers, 0 banned⟧ ⟦auth_type md5, password: (hidden)⟧
agent: ⟦pgcat=> SHOW POOLS;⟧ ⟦database ads | user ads_app | cl_active 12 | sv_idle 28⟧
agent: ⟦12:40:09.114 [info] Supavisor tenant podcasts: pool started⟧ ⟦mode transaction, size 20⟧ ⟦external_id podcasts⟧
agent: ⟦PUT /api/tenants/podcasts 201⟧ ⟦{"data":{"external_id":"podcasts","db_password":"[REDACTED]"}}⟧
agent: ⟦pgloader summary⟧ ⟦charts.labels 0 errors 412 rows 38.1 kB 0.114s⟧ ⟦Total import time 4m02s⟧
agent: ⟦LOAD DATABASE FROM mysql://legacy@127.0.0.1/charts⟧ ⟦INTO postgresql:///charts⟧ (no password in URL)
agent: ⟦graphile-migrate commit⟧ ⟦Hash: sha1:«h40»⟧ ⟦000012.sql⟧
agent: ⟦node-pg-migrate up⟧ ⟦### MIGRATION 1764940123456_add-token-count (UP) ###⟧ ⟦Migrations complete!⟧
agent: ⟦== 20261207124000 AddApiKeyLast4ToPartners: migrated (0.0123s) ==⟧
agent: ⟦INFO  Running migrations.⟧ ⟦2026_12_07_124000_add_password_changed_at_to_users ......... 12ms DONE⟧
agent: ⟦[notice] Migrating up to DoctrineMigrations\Version20261207124000⟧ ⟦[notice] finished in 88.1ms, used 20M memory, 1 migrations executed, 3 sql queries⟧
agent: ⟦Evolve: Executing Migration V1_4__Add_token_count.sql⟧ ⟦checksum «H32»⟧
agent: ⟦flyway info⟧ ⟦Version 1.4 | Add token count | Success | Checksum -«d10»⟧
agent: ⟦alembic current⟧ ⟦«h12» (head)⟧
agent: ⟦HikariPool-1 - Start completed.⟧ ⟦HikariPool-1 - Pool stats (total=10, active=2, idle=8, waiting=0)⟧
agent: ⟦DEBUG c.a.pool.PoolConfig - password........................<masked>⟧ ⟦jdbcUrl jdbc:mysql://127.0.0.1:3306/streams⟧
agent: ⟦pgbouncer: LOG C-0x55d1: ads/ads_app@127.0.0.1:51234 login attempt: db=ads user=ads_app tls=no⟧
agent: ⟦FATAL:  password authentication failed for user "charts"⟧ ⟦DETAIL:  Connection matched pg_hba.conf line 99: "host all all 127.0.0.1/32 scram-sha-256"⟧
agent: ⟦ERROR 1045 (28000): Access denied for user 'ghost'@'10.0.4.9' (using password: YES)⟧
agent: ⟦sqlalchemy.exc.OperationalError⟧ ⟦postgresql+psycopg://leaderboard:***@127.0.0.1:5432/rift⟧
agent: ⟦P1000: Authentication failed against database server at `127.0.0.1`⟧ ⟦credentials for `radio` are not valid⟧
agent: ⟦$ rg -n "password" db/migrations⟧ ⟦20261207_add_password_changed_at.sql:3: ALTER TABLE users ADD COLUMN password_changed_at timestamptz;⟧
agent: ⟦$ git diff config/database.yml⟧ ⟦-  password: changeme⟧ ⟦+  password: <%= ENV["DB_PASSWORD"] %>⟧ (placeholder to reference)
agent: ⟦HTTP 201 POST /v1/roles⟧ ⟦{"role":"agent_ro_7f3c","expires_at":"2026-12-07T13:40:00Z","password_shown_once":true}⟧
agent: ⟦HTTP 200 GET /v1/branches/br-quiet-sun-41822⟧ ⟦{"id":"br-quiet-sun-41822","parent":"main","state":"ready"}⟧
agent: ⟦pg_stat_ssl: pid 41822 ssl t version TLSv1.3 cipher TLS_AES_256_GCM_SHA384⟧ ⟦client_dn CN=ads-etl⟧
agent: ⟦repmgr cluster show⟧ ⟦2 | pg-replica-2 | standby | running | pg-primary-1 | default | 100⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦dba@bastion⟧ (public key)
public: ⟦SHA256:«b64_43»⟧ ⟦ED25519 key fingerprint for pg-primary-1⟧
public: ⟦server certificate serial «H32»⟧ ⟦issuer CN=Acme DB CA⟧ ⟦not after 2027-12-07⟧
public: ⟦scram channel binding: tls-server-end-point⟧ ⟦cert hash sha256 «h64»⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦(public, embedded in checkout.js)⟧
public: ⟦PartnerStack public key pk_«A16»⟧ next to ⟦secret key: stored in vault⟧
public: ⟦Appetize publicKey «l13»⟧ ⟦PublicUrl https://appetize.io/app/«l13»⟧
public: ⟦Amazon client_id amzn1.application-oa2-client.«h32»⟧ ⟦(client id, not the secret)⟧
public: ⟦Entra tenant id «uuid»⟧ ⟦client id «uuid»⟧ (ids, no secret)
public: ⟦Phenix application id acme-live⟧ ⟦channel us-northeast#acme-live#finals.1345⟧
public: ⟦BidMachine seller_id 7781⟧ ⟦app-ads.txt: bidmachine.io, 7781, DIRECT, «h16»⟧
public: ⟦app-ads.txt: appodeal.com, «d6», RESELLER⟧ ⟦TAG-ID «h16»⟧
public: ⟦SKAdNetwork id «l10».skadnetwork⟧ ⟦(listed in Info.plist)⟧
public: ⟦Vindral channelId acme_finals_ci_«h8»⟧ ⟦(public, in the player page)⟧
public: ⟦JWT header {"alg":"RS256","kid":"«h16»"}⟧ ⟦JWKS https://auth.acme-media.io/.well-known/jwks.json⟧
public: ⟦OIDC client_id podcasts-web⟧ ⟦redirect_uri https://podcasts.acme-media.io/callback⟧
public: ⟦GPG key «H40»⟧ ⟦uid Acme Releases <releases@acme-media.io>⟧
public: ⟦image digest sha256:«h64»⟧ ⟦pgcat:1.2.0⟧
public: ⟦commit «h40»⟧ ⟦"rotate Keitaro API key (value in vault)"⟧
public: ⟦git tag v4.2.0 «h7»⟧ ⟦"remove hard-coded Affise key"⟧
public: ⟦request id «uuid»⟧ ⟦trace id «h32»⟧ ⟦span id «h16»⟧
public: ⟦S3 object key exports/2026/12/api_keys_export_«d8».csv.gpg⟧ (encrypted export, name only)
public: ⟦file secrets.enc.yaml⟧ ⟦sops: kms arn:aws:kms:eu-north-1:«d12»:key/«uuid»⟧
public: ⟦file password_reset_tokens_cleanup.sql⟧ ⟦12 lines⟧
public: ⟦column token_count bigint⟧ ⟦max 1048576⟧ (a count of LLM tokens)
public: ⟦stream key id sk-id-«d6»⟧ ⟦(id of the key, the key itself hidden)⟧
public: ⟦ISRC FI«U3»26«d5»⟧ ⟦ISWC T-«d9»-«d1»⟧ ⟦UPC «d12»⟧
public: ⟦MusicBrainz recording «uuid»⟧ ⟦release group «uuid»⟧
public: ⟦podcast GUID «uuid»⟧ ⟦feed https://feeds.acme-media.io/after-hours.xml⟧
public: ⟦VAST creative id «d9»⟧ ⟦ad id «U4»«d6»⟧ ⟦universal ad id «U3»«d9»⟧
"""

WORLD = r"""
world: ⟦Aðgangsorðinu þínu var breytt⟧ ⟦7. desember 2026⟧
world: ⟦Nýtt PIN-númer verður sent í pósti⟧ ⟦innan 5 virkra daga⟧
world: ⟦Títt loyniorð er broytt⟧ ⟦um 12:40⟧
world: ⟦Athraíodh do phasfhocal⟧ ⟦mura raibh tú ann, déan teagmháil linn⟧
world: ⟦Mae eich cyfrinair wedi newid⟧ ⟦os nad chi wnaeth hyn, cysylltwch â ni⟧
world: ⟦Zure pasahitza aldatu da⟧ ⟦saioa itxi da beste gailuetan⟧
world: ⟦La teva contrasenya ha caducat⟧ ⟦en tries una de nova a l'inici de sessió⟧
world: ⟦O código de verificación caducou⟧ ⟦solicita un novo⟧
world: ⟦Il-password tiegħek inbidlet⟧ ⟦fis-7 ta' Diċembru⟧
world: ⟦Fjalëkalimi juaj u ndryshua⟧ ⟦nëse nuk ishit ju, na kontaktoni⟧
world: ⟦Вашата лозинка е променета⟧ ⟦на 7 декември 2026⟧
world: ⟦Ваша лозинка је истекла⟧ ⟦промените је при следећој пријави⟧
world: ⟦Vaše geslo je bilo spremenjeno⟧ ⟦odjavljeni ste iz drugih naprav⟧
world: ⟦Sinu parool on muudetud⟧ ⟦kui see polnud sina, võta meiega ühendust⟧
world: ⟦Jūsu parole ir nomainīta⟧ ⟦7. decembrī plkst. 12:40⟧
world: ⟦Jūsų slaptažodis pakeistas⟧ ⟦jei to nedarėte, susisiekite su mumis⟧
world: ⟦Salasanasi on vaihdettu⟧ ⟦uusi tunnusluku lähetetään postitse⟧
world: ⟦A jelszavad megváltozott⟧ ⟦ha nem te voltál, vedd fel velünk a kapcsolatot⟧
world: ⟦Ο κωδικός πρόσβασής σας άλλαξε⟧ ⟦στις 7 Δεκεμβρίου⟧
world: ⟦Däi Passwuert gouf geännert⟧ ⟦wann dat net du wars, mell dech⟧
world: ⟦Du beassansátni lea rievdaduvvon⟧ ⟦7.12.2026⟧
world: ⟦recovery codes regenerated⟧ ⟦10 new codes, shown once⟧ ⟦old codes no longer work⟧
world: ⟦API key revoked⟧ ⟦key id «d6»⟧ ⟦by ops@acme-media.io⟧
world: ⟦PIN sent by SMS to +354 ••• ••42⟧ ⟦valid 10 minutes⟧
world: ⟦passphrase hint: the name of the first horse⟧ (hint, not the passphrase)
world: ⟦Palautuskoodit luotu uudelleen⟧ ⟦vanhat koodit eivät enää toimi⟧
world: ⟦Taastekoodid on uuesti loodud⟧ ⟦10 uut koodi⟧
world: ⟦Atkūrimo kodai sugeneruoti iš naujo⟧ ⟦seni kodai nebegalioja⟧
world: ⟦Il-kodiċi PIN ġie mblukkat⟧ ⟦wara 3 tentattivi⟧
world: ⟦Το κλειδί API ανακλήθηκε⟧ ⟦αναγνωριστικό «d6»⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Everflow network_id «d4»⟧ ⟦offer_id «d5»⟧ ⟦affiliate_id «d4»⟧
vendor-ids: ⟦Voluum campaign «uuid»⟧ ⟦offer «uuid»⟧
vendor-ids: ⟦RedTrack campaign «h24»⟧ ⟦source «h24»⟧
vendor-ids: ⟦Keitaro campaign alias «l8»⟧ ⟦stream «d4»⟧
vendor-ids: ⟦AppTweak app 686449807⟧ ⟦country us, device iphone⟧
vendor-ids: ⟦Appodeal app id «d6»⟧ ⟦placement default⟧ ⟦network mintegral disabled⟧
vendor-ids: ⟦Pollfish request_uuid «uuid»⟧ ⟦survey_cpa 120⟧
vendor-ids: ⟦Admitad advcampaign «d5»⟧ ⟦website «d7»⟧
vendor-ids: ⟦Affise offer «d5»⟧ ⟦partner «d6»⟧ ⟦click id «h24»⟧
vendor-ids: ⟦Mubert customer_id «uuid»⟧ ⟦company-id «uuid»⟧ (ids, no token)
vendor-ids: ⟦Feed.fm station 11422⟧ ⟦play id «d10»⟧
vendor-ids: ⟦Amazon app id amzn1.devportal.mobileapp.«h32»⟧ ⟦edit id «U12»⟧
vendor-ids: ⟦Microsoft Store app id 9N«U10»⟧ ⟦submission id «d19»⟧
vendor-ids: ⟦Partnerize campaign «d7»l«d4»⟧ ⟦publisher «d7»l«d3»⟧
vendor-ids: ⟦Teads DSP campaign «d6»⟧ ⟦ad group «d7»⟧
vendor-ids: ⟦FreeWheel network 169843⟧ ⟦placement «d7»⟧ ⟦site section «d8»⟧
vendor-ids: ⟦Podscribe advertiser 41872⟧ ⟦campaign «d6»⟧
vendor-ids: ⟦AdGem app id «d5»⟧ ⟦offer id «d7»⟧ ⟦player_id user_42⟧
vendor-ids: ⟦Challengermode space acme-league⟧ ⟦tournament «uuid»⟧
vendor-ids: ⟦Battlefy tournament «h24»⟧ ⟦stage «h24»⟧
vendor-ids: ⟦Eyevinn OSC instance encore/acmefinals⟧ ⟦service eyevinn-encore⟧
vendor-ids: ⟦nanocosmos stream name «l6»-«l5»⟧ ⟦group «uuid»⟧
vendor-ids: ⟦Hubhopper show 88123⟧ ⟦episode «d7»⟧
vendor-ids: ⟦RSS.com podcast 101442⟧ ⟦episode «d7»⟧
vendor-ids: ⟦Zeno.fm mount /«l13»⟧ ⟦station acme-fm⟧
vendor-ids: ⟦Binom campaign 12⟧ ⟦click id «h32»⟧
vendor-ids: ⟦MediaMath strategy «d7»⟧ ⟦campaign «d6»⟧ ⟦advertiser «d6»⟧
vendor-ids: ⟦Kidoz publisher id 15124⟧ ⟦(public id; the security token is separate)⟧
vendor-ids: ⟦Mistplay app com.acme.rift⟧ ⟦offer «d6»⟧
vendor-ids: ⟦Uptodown app rift-acme⟧ ⟦version code «d6»⟧
"""
