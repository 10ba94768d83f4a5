"""Innocent set 66: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: castells (Catalan human towers), Sardinian cantu a tenore and Corsican
polyphony, Murano glass, a Maltese village festa, pilgrim credentials on the Camino de
Santiago, an Italian sagra, a Basque txoko, music royalty statements and a game's live-ops
(each grepped for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file;
none matched, while olive oil, sardines, vinyl pressing, subtitles, esports, gondolas,
transhumance, bocce, regattas, cheese, saffron, cork, salt pans, ferries, radio, Foley and
podcasts did). ``FLAGS``: settings whose names say password, token, key, secret, PIN or
passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
castells: ⟦colla «d4»⟧ ⟦3de9 amb folre, carregat⟧ — ⟦diada «U2»-«d3»⟧
castells: ⟦pinya «l6»⟧ ⟦112 castellers⟧ — ⟦enxaneta «d5»⟧
castells: ⟦ronda «d2»⟧ ⟦4de8 descarregat⟧ — ⟦punts 1,455⟧
castells: ⟦concurs Tarragona 2026⟧ ⟦jornada «d1»⟧ — ⟦colla «d4» 3rd place⟧
castells: ⟦assaig «d6»⟧ ⟦pilar de 6, intent 2⟧ — ⟦attendance 87⟧
tenore: ⟦tenore «l7»⟧ ⟦bassu, contra, mesu boghe, boghe⟧ — ⟦Bitti, 2026-08-14⟧
tenore: ⟦recording «U3»«d6»⟧ ⟦cantu a boghe 'e notte⟧ — ⟦4:31⟧
polyphony: ⟦paghjella «d4»⟧ ⟦3 voices: seconda, bassu, terza⟧ — ⟦Sermanu⟧
polyphony: ⟦choir «l6»⟧ ⟦Dio vi salvi Regina⟧ — ⟦archive «h12»⟧
polyphony: ⟦festival «d4»⟧ ⟦Calvi, 5 concerts⟧ — ⟦seat map «U2»«d4»⟧
murano glass: ⟦fornace «d3»⟧ ⟦murrine, 1,080 °C⟧ — ⟦lot «U3»-«d5»⟧
murano glass: ⟦piece «d8»⟧ ⟦sommerso vase 32 cm⟧ — ⟦Vetro Artistico Murano mark «d4»⟧
murano glass: ⟦maestro «l5»⟧ ⟦avventurina batch «d4»⟧ — ⟦annealed 14 h⟧
murano glass: ⟦order «h10»⟧ ⟦chandelier 48 arms⟧ — ⟦crate «d6»⟧
maltese festa: ⟦festa «d4»⟧ ⟦San Ġorġ, Victoria⟧ — ⟦petards 1,200⟧
maltese festa: ⟦kamra tal-murtal «l6»⟧ ⟦licence «U2»«d5»⟧ — ⟦ground fireworks 22:30⟧
maltese festa: ⟦banda «d3»⟧ ⟦marċ brijjuż, 4 marches⟧ — ⟦route «l8»⟧
maltese festa: ⟦statue «d5»⟧ ⟦carried by 8 reffiegħa⟧ — ⟦return 23:45⟧
camino: ⟦pilgrim credential «d7»⟧ ⟦43 stamps⟧ — ⟦Compostela issued 2026-09-21⟧
camino: ⟦albergue «d4»⟧ ⟦Ponferrada, 62 beds⟧ — ⟦credential stamp «U2»«d4»⟧
camino: ⟦stage «d2»⟧ ⟦Sarria to Portomarín 22.4 km⟧ — ⟦sello «l6»⟧
camino: ⟦credencial «d8»⟧ ⟦Camino Francés⟧ — ⟦issued by parish «d5»⟧
camino: ⟦certificate of distance «d6»⟧ ⟦799 km⟧ — ⟦Oficina del Peregrino⟧
sagra: ⟦sagra «d4»⟧ ⟦arancini, 3,400 portions⟧ — ⟦stand «U1»«d2»⟧
sagra: ⟦pro loco «l7»⟧ ⟦ticket batch «d6»⟧ — ⟦€ 4,112 taken⟧
sagra: ⟦sagra del tartufo «d4»⟧ ⟦2.1 kg sold⟧ — ⟦permit «U3»/«d5»⟧
sagra: ⟦palio «d3»⟧ ⟦contrada «l6»⟧ — ⟦2nd round 18:00⟧
txoko: ⟦txoko «d4»⟧ ⟦member «d5»⟧ — ⟦kitchen slot 20:00⟧
txoko: ⟦sociedad «l8»⟧ ⟦bacalao al pil-pil for 14⟧ — ⟦tab «d6»⟧
txoko: ⟦cider house «d3»⟧ ⟦txotx round «d2»⟧ — ⟦kupela «d2»⟧
txoko: ⟦key to the locker «d3»⟧ ⟦given to member «d5»⟧ — ⟦returned 2026-11-30⟧
royalties: ⟦statement «U2»-«d8»⟧ ⟦ISRC «U2»«U3»«d7»⟧ — ⟦€ 812.44⟧
royalties: ⟦ISWC T-«d9»-«d1»⟧ ⟦writer share 50%⟧ — ⟦PRO «l6»⟧
royalties: ⟦UPC «d12»⟧ ⟦«d6» streams⟧ — ⟦period 2026-Q3⟧
royalties: ⟦payee «d7»⟧ ⟦recoupable balance −1,204.10⟧ — ⟦advance «h12»⟧
royalties: ⟦IPI «d11»⟧ ⟦publisher share 25%⟧ — ⟦work «d8»⟧
royalties: ⟦DDEX message «h32»⟧ ⟦ERN 4.3⟧ — ⟦release «U2»«d10»⟧
live-ops: ⟦event «l8»⟧ ⟦season 14 battle pass⟧ — ⟦start 2026-12-12 18:00 UTC⟧
live-ops: ⟦loot table «h16»⟧ ⟦legendary drop 0.8%⟧ — ⟦version «d3»⟧
live-ops: ⟦A/B test «uuid»⟧ ⟦variant B 50%⟧ — ⟦retention D7 +1.3%⟧
live-ops: ⟦store offer «U4»-«d4»⟧ ⟦1,200 gems⟧ — ⟦price tier «d2»⟧
live-ops: ⟦remote config «l10»⟧ ⟦matchmaking_timeout 45⟧ — ⟦rollout 10%⟧
live-ops: ⟦player «d10»⟧ ⟦banned 7 days⟧ — ⟦case «h12»⟧
live-ops: ⟦tournament «d6»⟧ ⟦bracket 128⟧ — ⟦prize pool 50,000 coins⟧
live-ops: ⟦leaderboard «l8»⟧ ⟦reset weekly⟧ — ⟦top score 918,220⟧
live-ops: ⟦season key «l12»⟧ ⟦winter_2026⟧ — ⟦(an id, not a secret)⟧
live-ops: ⟦push campaign «d7»⟧ ⟦1.8M recipients⟧ — ⟦locale ca-ES⟧
castells: ⟦gamma extra «d3»⟧ ⟦5de9 amb folre⟧ — ⟦first since 2015⟧
polyphony: ⟦CD «U3»-«d4»⟧ ⟦12 tracks⟧ — ⟦label «l6»⟧
royalties: ⟦neighbouring rights «d6»⟧ ⟦broadcast 412 plays⟧ — ⟦€ 96.20⟧
"""

FLAGS = r"""
flags: ⟦password_required: false⟧ for ⟦gallery «l8»⟧
flags: ⟦stream_key_rotation_days = 30⟧
flags: ⟦SECRET_SCANNING_ENABLED=true⟧
flags: ⟦requirepass: (not set)⟧ on ⟦redis «l6»⟧
flags: ⟦pin_length=6⟧ ⟦pin_attempts_max=3⟧
flags: ⟦api_key_header = X-Api-Key⟧
flags: ⟦token_ttl_seconds: 3600⟧
flags: ⟦passphrase_protected: yes⟧ for ⟦backup «d8»⟧
flags: ⟦recovery_codes_remaining: 7⟧
flags: ⟦private_key_path: /etc/drm/keys/license.pem⟧
flags: ⟦save-password: false⟧ in ⟦DBeaver connection «l8»⟧
flags: ⟦password_encryption = scram-sha-256⟧
flags: ⟦ssl_key_file = server.key⟧
flags: ⟦secret_name: prod/podcast/feed-signing⟧
flags: ⟦auth_token_source: env:SOUNDCHARTS_TOKEN⟧
flags: ⟦KEYRING_BACKEND=secretstorage⟧
flags: ⟦credentials: none⟧ for ⟦public bucket «l10»⟧
flags: ⟦masterauth: <unset>⟧ ⟦replica-read-only yes⟧
flags: ⟦password_policy.min_length = 14⟧
flags: ⟦token_count: 12,408⟧ ⟦context window 128k⟧
flags: ⟦signed_urls_required: true⟧ ⟦expiry 3600⟧
flags: ⟦authSource=admin⟧ ⟦replicaSet=rs0⟧
flags: ⟦keys_zone=media_cache:10m⟧
flags: ⟦secret-storage: master_key⟧ in ⟦dataSources.local.xml⟧
flags: ⟦profile: warehouse⟧ ⟦target: prod⟧ ⟦threads: 8⟧
flags: ⟦license_key_required: false⟧ for ⟦THEOplayer on localhost⟧
flags: ⟦drm.keyRotation: 24h⟧
flags: ⟦webhook_secret_set: true⟧ ⟦last rotated 2026-11-02⟧
flags: ⟦sslmode=verify-full⟧ ⟦sslrootcert=/etc/ssl/rds.pem⟧
flags: ⟦hide_parameters=False⟧ ⟦echo=False⟧
"""

PARSE = r"""
parse: ⟦invalid sslmode value: "requre"⟧ ⟦did you mean "require"?⟧
parse: ⟦ERROR:  syntax error at or near "FORM"⟧ ⟦LINE 1: select * FORM castells⟧
parse: ⟦ERROR 1064 (42000): You have an error in your SQL syntax near 'WHER id = 4' at line 1⟧
parse: ⟦SyntaxError: missing ) after argument list⟧ in ⟦~/.mongoshrc.js:3⟧
parse: ⟦(error) ERR wrong number of arguments for 'hset' command⟧
parse: ⟦Msg 102, Level 15, State 1, Line 2: Incorrect syntax near 'GO'⟧
parse: ⟦SyntaxException: line 1:24 no viable alternative at input 'FORM'⟧
parse: ⟦Parsing Error: Invalid YAML in models/staging/sources.yml, line 14⟧
parse: ⟦Error validating datasource `db`: the URL must start with the protocol `postgresql://`⟧
parse: ⟦FAILED: Can't locate revision identified by 'a3f9c21b7e04'⟧
parse: ⟦ERROR: Invalid version: 7.2.x⟧ ⟦flyway migrate⟧
parse: ⟦Parse error: near "SELEC": syntax error⟧
parse: ⟦invalid input syntax for type uuid: "castell-3de9"⟧
parse: ⟦time data '14/08/2026' does not match format '%Y-%m-%d'⟧
parse: ⟦invalid ISRC 'ESA0123456'⟧ ⟦expected 12 characters⟧
parse: ⟦bad ISWC check digit in T-034524680-9⟧
parse: ⟦unknown key 'tenore_voices' in festival.toml at line 7⟧
parse: ⟦JSONDecodeError: Expecting value: line 1 column 1 (char 0)⟧ ⟦loot_table.json⟧
parse: ⟦invalid duration '45 segundos'⟧ ⟦use 45s⟧
parse: ⟦cron: 'every festa' is not a valid schedule⟧
parse: ⟦ValueError: invalid literal for int() with base 10: 'ronda 4'⟧
parse: ⟦CSV row 212: unterminated quote⟧ ⟦royalties_2026Q3.csv⟧
parse: ⟦invalid locale 'sc_IT.UTF8x'⟧
parse: ⟦BSON field 'update.updates.q' is the wrong type 'string'⟧
parse: ⟦CQL: unconfigured table stream_keyz⟧ ⟦did you mean stream_keys?⟧
"""
