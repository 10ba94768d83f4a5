"""Innocent set 75: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: Basque bertsolaritza, Galician albariño winemaking, a Maltese luzzu boat
registry, Icelandic horse tölt competitions, the Estonian song festival (laulupidu), the
Faroese chain dance (kvæði), Albanian silver filigree and Finnish Juhannus (Midsummer)
bonfires (each grepped for in every earlier innocent file; none matched, while eisteddfod,
hurling, castells, reindeer, sauna, olive, amber, the Schueberfouer, puffins, peat and
sheepdogs did). ``FLAGS``: settings whose names say password, token, key, secret, PIN or
passphrase and whose values are not. ``PARSE``: parse errors, many from SQL tools, quoting
ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bertsolaritza: ⟦txapelketa «d4»⟧ ⟦bertsolari «l7»⟧ — ⟦final, 8 puntu, zortziko handia⟧
bertsolaritza: ⟦saio «U2»«d5»⟧ ⟦gai-jartzaile «d3»⟧ — ⟦Bilbao Arena, 14.000 entzule⟧
bertsolaritza: ⟦bertso «d6»⟧ ⟦doinua «l8»⟧ — ⟦puntuazioa 9.4⟧
bertsolaritza: ⟦recording «h12»⟧ ⟦duration 00:03:41⟧ — ⟦archive key bdb-«d7»⟧
bertsolaritza: ⟦judge panel «U3»⟧ ⟦5 epaile⟧ — ⟦scores hash «h40»⟧
bertsolaritza: ⟦ticket «U4»-«d6»⟧ ⟦row 12 seat 34⟧ — ⟦gate C⟧
albariño: ⟦lot ALB-«d5»⟧ ⟦Rías Baixas, Val do Salnés⟧ — ⟦12.5% vol⟧
albariño: ⟦parcel «d8»⟧ ⟦vines 28 years, granite soil⟧ — ⟦harvest 2026-09-14⟧
albariño: ⟦tank «U1»«d2»⟧ ⟦sur lie 6 months⟧ — ⟦batonnage weekly⟧
albariño: ⟦DO seal «U2»«d9»⟧ ⟦back label «d7»⟧ — ⟦bottles 18,400⟧
albariño: ⟦grower «d5»⟧ ⟦2,310 kg⟧ — ⟦Brix 21.8, pH 3.18⟧
albariño: ⟦shipment «U3»«d8»⟧ ⟦pallet «d4»⟧ — ⟦reefer 12 °C⟧
luzzu registry: ⟦MFA «U2»-«d4»⟧ ⟦Marsaxlokk⟧ — ⟦length 7.3 m, built 1974⟧
luzzu registry: ⟦licence «d7»⟧ ⟦owner ref «l8»⟧ — ⟦renewal 2027-03-31⟧
luzzu registry: ⟦hull «h16»⟧ ⟦eye of Osiris repainted⟧ — ⟦colours yellow, blue, red⟧
luzzu registry: ⟦engine serial «U4»«d8»⟧ ⟦diesel 28 hp⟧ — ⟦inspected 2026-10-02⟧
luzzu registry: ⟦berth «d3»⟧ ⟦Wied iż-Żurrieq⟧ — ⟦winter haul-out⟧
luzzu registry: ⟦photo «uuid»⟧ ⟦bow, port side⟧ — ⟦4032×3024⟧
tölt competition: ⟦horse IS«d10»⟧ ⟦FEIF ID «U2»«d10»⟧ — ⟦T1 final 8.17⟧
tölt competition: ⟦rider «d6»⟧ ⟦class T2⟧ — ⟦slow tölt 7.5, fast tölt 8.0⟧
tölt competition: ⟦WorldFengur «d8»⟧ ⟦sire «l9»⟧ — ⟦dam «l8»⟧
tölt competition: ⟦start list «U3»-«d4»⟧ ⟦heat 3 of 7⟧ — ⟦oval track 250 m⟧
tölt competition: ⟦pace test «d5»⟧ ⟦flying pace 100 m⟧ — ⟦7.42 s⟧
tölt competition: ⟦video «h32»⟧ ⟦judge 4 note⟧ — ⟦uneven beat at 0:41⟧
song festival: ⟦choir «d5»⟧ ⟦mixed choir, 64 singers⟧ — ⟦Tallinn, Lauluväljak⟧
song festival: ⟦procession group «U2»«d4»⟧ ⟦Tartu county⟧ — ⟦start 11:40⟧
song festival: ⟦score «l10»⟧ ⟦«d3» pages⟧ — ⟦conductor «d4»⟧
song festival: ⟦wristband «U6»«d6»⟧ ⟦performer pass⟧ — ⟦days 1–3⟧
song festival: ⟦bus «d4»⟧ ⟦Võru → Tallinn⟧ — ⟦departure 06:15⟧
song festival: ⟦rehearsal «h10»⟧ ⟦stage B⟧ — ⟦90 min⟧
chain dance: ⟦kvæði «d4»⟧ ⟦Ormurin langi⟧ — ⟦214 stanzas⟧
chain dance: ⟦dance night «U2»«d6»⟧ ⟦Ólavsøka, Tórshavn⟧ — ⟦leader «l6»⟧
chain dance: ⟦recording «h24»⟧ ⟦stereo, 48 kHz⟧ — ⟦2 h 11 min⟧
chain dance: ⟦manuscript «U3»«d5»⟧ ⟦verse 88 variant⟧ — ⟦archive Føroya Landsskjalasavn⟧
chain dance: ⟦hall «d3»⟧ ⟦capacity 420⟧ — ⟦step count 2 left, 1 right⟧
chain dance: ⟦society member «d6»⟧ ⟦dues paid 2026⟧ — ⟦section Suðuroy⟧
filigree: ⟦workshop «U2»«d4»⟧ ⟦Krujë bazaar⟧ — ⟦silver 925⟧
filigree: ⟦piece «d7»⟧ ⟦brooch, 14.2 g⟧ — ⟦wire 0.3 mm⟧
filigree: ⟦hallmark «U4»«d3»⟧ ⟦assay office «d2»⟧ — ⟦certified 2026-08-19⟧
filigree: ⟦order «l12»⟧ ⟦earrings, pair⟧ — ⟦ship to Durrës⟧
filigree: ⟦pattern «h8»⟧ ⟦eagle motif⟧ — ⟦solder joints 112⟧
filigree: ⟦apprentice «d5»⟧ ⟦year 2 of 4⟧ — ⟦master «l7»⟧
juhannus bonfire: ⟦permit «d8»⟧ ⟦kokko 6 m⟧ — ⟦lake shore, Sääksmäki⟧
juhannus bonfire: ⟦fire warning «U3»-«d5»⟧ ⟦forest fire index 3⟧ — ⟦lit 22:00⟧
juhannus bonfire: ⟦boat «U2»«d4»⟧ ⟦rowing race 2 km⟧ — ⟦crew 10⟧
juhannus bonfire: ⟦cabin booking «l10»⟧ ⟦sauna, 6 beds⟧ — ⟦check-in Friday⟧
juhannus bonfire: ⟦pole «d4»⟧ ⟦juhannussalko 12 m⟧ — ⟦Åland style⟧
juhannus bonfire: ⟦rescue report «h16»⟧ ⟦0 incidents⟧ — ⟦volunteers 14⟧
luzzu registry: ⟦festa «d4»⟧ ⟦regatta lane 3⟧ — ⟦crew 4, oars 2⟧
albariño: ⟦tasting «l9»⟧ ⟦panel of 6⟧ — ⟦score 91/100⟧
"""

FLAGS = r"""
flags: ⟦DB_PASSWORD_FILE=/run/secrets/db_password⟧ ⟦DB_PASSWORD_ROTATION_DAYS=30⟧
flags: ⟦password_encryption = scram-sha-256⟧ ⟦password_check_min_length = 14⟧
flags: ⟦auth_query = SELECT usename, passwd FROM pg_shadow WHERE usename=$1⟧ (query text only)
flags: ⟦server_reset_query = DISCARD ALL⟧ ⟦auth_type = scram-sha-256⟧
flags: ⟦validate_password.policy=MEDIUM⟧ ⟦validate_password.length=12⟧
flags: ⟦default_password_lifetime=90⟧ ⟦password_history=5⟧
flags: ⟦API_KEY_HEADER=X-Eflow-API-Key⟧ ⟦API_KEY_SOURCE=vault:kv/everflow⟧
flags: ⟦KEITARO_API_KEY_ENV=KEITARO_TOKEN⟧ (a variable name, not a value)
flags: ⟦token_lifetime_seconds: 36000⟧ ⟦token_endpoint: /o/token/⟧
flags: ⟦license_token_required: true⟧ ⟦customer_token_ttl: 86400⟧
flags: ⟦secret_rotation_window=7d⟧ ⟦secret_store=aws-secretsmanager⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_RETRY_LIMIT=3⟧ ⟦PIN_LOCK_MINUTES=15⟧
flags: ⟦passphrase_min_words = 5⟧ ⟦passphrase_separator = "-"⟧
flags: ⟦ssl_key_file = '/etc/postgresql/16/main/server.key'⟧ (path only)
flags: ⟦sslpassword=⟧ ⟦sslmode=verify-full⟧ ⟦sslrootcert=/etc/ssl/ads-ca.pem⟧
flags: ⟦pgbouncer auth_file = /etc/pgbouncer/userlist.txt⟧ ⟦auth_hba_file = /etc/pgbouncer/hba.conf⟧
flags: ⟦--password-file=/etc/gh-ost/pw⟧ ⟦--ask-pass=false⟧
flags: ⟦skeema: password-env=SKEEMA_PASSWORD⟧ ⟦user=skeema_ci⟧
flags: ⟦hide_passwords: true⟧ ⟦mask_query_params: [password, token, key]⟧
flags: ⟦log_parameter_max_length = 0⟧ ⟦log_statement = ddl⟧
flags: ⟦secretKeyRef: {name: pgcat-admin, key: password}⟧ (reference only)
flags: ⟦recovery_codes_generated: 10⟧ ⟦recovery_codes_remaining: 7⟧
flags: ⟦two_factor: totp⟧ ⟦totp_digits: 6⟧ ⟦totp_period: 30⟧
flags: ⟦publishable_key_prefix: pk_⟧ ⟦secret_key_prefix: sk_⟧ (prefixes only)
flags: ⟦client_secret_expires_at: 2027-06-30⟧ ⟦client_secret_hint: 8Q~⟧ (hint only)
flags: ⟦keyring_file_data=/var/lib/mysql-keyring/keyring⟧ ⟦early-plugin-load=keyring_file.so⟧
flags: ⟦webhook_secret_set: yes⟧ ⟦webhook_secret_last_rotated: 2026-11-02⟧
flags: ⟦stream_key_visible: false⟧ ⟦stream_key_regenerate_on_leak: true⟧
flags: ⟦API_TOKEN_SCOPES=read:reports,write:postbacks⟧ ⟦API_TOKEN_IP_ALLOWLIST=10.0.0.0/8⟧
flags: ⟦password: yes⟧ ⟦ssh_key: no⟧ ⟦mfa: enforced⟧ (login methods)
"""

PARSE = r"""
parse: ⟦ERROR:  syntax error at or near "LIMT"⟧ ⟦LINE 1: SELECT * FROM plays LIMT 10⟧
parse: ⟦ERROR:  invalid input syntax for type uuid: "campaign-42"⟧
parse: ⟦ERROR:  invalid input syntax for type integer: "12a"⟧ ⟦CONTEXT:  COPY plays, line 8812, column seconds⟧
parse: ⟦ERROR 1064 (42000): You have an error in your SQL syntax near 'FORM offers' at line 1⟧
parse: ⟦Error: Parse error near line 3: no such column: token_count⟧
parse: ⟦ERROR:  column "api_key" of relation "partners" does not exist⟧
parse: ⟦KeyError: 'user_42'⟧ in ⟦cohort lookup⟧
parse: ⟦key not found: publisher_7781⟧ ⟦(map has 312 keys)⟧
parse: ⟦invalid ISRC 'FI-AB1-26-00012'⟧ ⟦expected 12 characters without dashes⟧
parse: ⟦invalid ISWC 'T-034.524.680-1'⟧ ⟦checksum mismatch⟧
parse: ⟦could not parse duration 'PT3M41'⟧ ⟦missing designator⟧
parse: ⟦invalid bundle id 'com.acme.rift!'⟧ ⟦allowed: letters, digits, '.', '-'⟧
parse: ⟦bad app-ads.txt line 14: 'bidmachine.io, 7781'⟧ ⟦expected 3 or 4 fields⟧
parse: ⟦VAST parse error: <Duration>3:41</Duration>⟧ ⟦expected HH:MM:SS(.mmm)⟧
parse: ⟦invalid SKAdNetwork id 'cstr6suwn9.skadnetwor'⟧ ⟦must end with .skadnetwork⟧
parse: ⟦ERROR:  invalid value for parameter "TimeZone": "Europe/Tórshavn"⟧
parse: ⟦could not convert string to float: '8,17'⟧ (locale is_IS)
parse: ⟦date '31.06.2026' out of range⟧ ⟦June has 30 days⟧
parse: ⟦yaml: line 7: did not find expected key⟧ in ⟦config/database.yml⟧
parse: ⟦toml: invalid key 'pools.ads.users.0' at line 18⟧
parse: ⟦pgloader: unknown option 'reset sequence'⟧ ⟦did you mean 'reset sequences'?⟧
parse: ⟦gh-ost: unknown flag --alter-table⟧ ⟦see --help⟧
parse: ⟦skeema: unknown option "pasword" in .skeema line 4⟧ ⟦did you mean "password"?⟧
parse: ⟦pgroll: invalid migration file 07_add_ad_slots.json: unknown operation "add_colum"⟧
parse: ⟦EXPLAIN: unrecognized option "ANALYSE_VERBOSE"⟧
"""
