"""Innocent set 63: ids from domains no earlier innocent set drew on, flags and settings named
like credentials, and parse errors quoting ordinary values.

``DOMAINS``: Szeged paprika harvest, berkutchi (golden-eagle) festivals, Kazanlak rose oil,
Ukrainian pysanky, Black Sea tea plantations, Bohemian crystal cutting, Tokaj wine cellars,
Wieliczka salt-mine tours, Gaziantep pistachios and saumal (mare's milk) farms (each grepped
for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched,
while yurts, amber, ikat, carpets, glassblowing, kumis, buzkashi, felt, saunas, stud farms,
honey, salt mines, folk dance, hammams, tulips, saffron, hazelnuts, sturgeon, caviar,
lavender, beekeeping, archery, falconry, chess, ballet, circus and the dombra did).
``FLAGS``: settings of set 63's tools and vendors whose names say password, token, key,
secret, PIN or passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary
values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
paprika harvest: ⟦lot SZ-«d5»⟧ ⟦édesnemes, ASTA 160⟧ — ⟦dried 42 h at 55 °C⟧
paprika harvest: ⟦grower «d6»⟧ ⟦3,420 kg fresh pods⟧ — ⟦Kalocsa cooperative⟧
paprika harvest: ⟦mill batch «U3»-«d4»⟧ ⟦moisture 9.8%⟧ — ⟦sieve 0.3 mm⟧
paprika harvest: ⟦order «d8»⟧ ⟦12 × 1 kg csípős⟧ — ⟦ships 2026-12-09⟧
paprika harvest: ⟦field «l6»⟧ ⟦Szegedi 80 variety⟧ — ⟦yield 18 t/ha⟧
berkutchi festival: ⟦hunter «d7»⟧ ⟦eagle Aqtoty, age 6⟧ — ⟦Bayan-Ölgii, 2nd place⟧
berkutchi festival: ⟦entry «U2»«d5»⟧ ⟦lure-catch 11.4 s⟧ — ⟦judge panel 3⟧
berkutchi festival: ⟦ring «d4»⟧ ⟦female golden eagle, 5.9 kg⟧ — ⟦vet check ok⟧
berkutchi festival: ⟦camp «l5»⟧ ⟦12 riders, 3 ger tents⟧ — ⟦altitude 1,710 m⟧
berkutchi festival: ⟦ticket «d10»⟧ ⟦day 2 pass⟧ — ⟦gate B⟧
rose oil: ⟦distillery «d4»⟧ ⟦Rosa damascena, 3.1 t petals⟧ — ⟦yield 0.9 kg oil⟧
rose oil: ⟦picker «d6»⟧ ⟦48 kg before 10:00⟧ — ⟦Kazanlak valley plot «U1»«d3»⟧
rose oil: ⟦batch BG-«d5»-«U2»⟧ ⟦citronellol 34%⟧ — ⟦GC report «h12»⟧
rose oil: ⟦export lot «d8»⟧ ⟦250 ml aluminium flask⟧ — ⟦CITES n/a⟧
rose oil: ⟦festival parade «l6»⟧ ⟦Rose Queen 2026⟧ — ⟦route 2.4 km⟧
pysanky: ⟦workshop «l7»⟧ ⟦wax-resist, 6 dyes⟧ — ⟦Kolomyia, 14:00⟧
pysanky: ⟦egg «d6»⟧ ⟦Hutsul pattern, 40 triangles⟧ — ⟦duck egg, 62 mm⟧
pysanky: ⟦kistka «U2»-«d3»⟧ ⟦fine tip 0.5 mm⟧ — ⟦brass funnel⟧
pysanky: ⟦exhibit «d5»⟧ ⟦312 eggs, 1890–1930⟧ — ⟦hall 3⟧
pysanky: ⟦dye batch «h8»⟧ ⟦onion-skin red⟧ — ⟦pH 4.6⟧
tea plantation: ⟦estate «d5»⟧ ⟦first flush, 2,800 kg⟧ — ⟦Çaykur intake «d7»⟧
tea plantation: ⟦picker «d6»⟧ ⟦two leaves and a bud⟧ — ⟦slope 34°⟧
tea plantation: ⟦withering trough «d2»⟧ ⟦14 h, 68% moisture⟧ — ⟦factory «U3»⟧
tea plantation: ⟦grade «U3»«d2»⟧ ⟦BOP fannings⟧ — ⟦lot «d9»⟧
tea plantation: ⟦shipment «A10»⟧ ⟦40 × 50 kg sacks⟧ — ⟦Trabzon port⟧
crystal cutting: ⟦piece «d7»⟧ ⟦lead crystal 24% PbO⟧ — ⟦Nový Bor⟧
crystal cutting: ⟦pattern «U4»-«d3»⟧ ⟦pinwheel, 36 cuts⟧ — ⟦wheel 180 mm⟧
crystal cutting: ⟦order «d8»⟧ ⟦6 tumblers, 330 ml⟧ — ⟦engraved monogram⟧
crystal cutting: ⟦furnace «d2»⟧ ⟦1,420 °C melt⟧ — ⟦shift «l4»⟧
crystal cutting: ⟦QC «h10»⟧ ⟦bubble < 0.2 mm⟧ — ⟦pass⟧
tokaj cellar: ⟦barrel «d6»⟧ ⟦aszú 6 puttonyos⟧ — ⟦vintage 2019⟧
tokaj cellar: ⟦cellar row «U1»«d2»⟧ ⟦Cladosporium cellare mould⟧ — ⟦12 °C, 90% RH⟧
tokaj cellar: ⟦bottle «d9»⟧ ⟦Furmint, 13.5% ABV⟧ — ⟦residual sugar 180 g/l⟧
tokaj cellar: ⟦tasting «l8»⟧ ⟦8 guests, 5 wines⟧ — ⟦16:00⟧
tokaj cellar: ⟦permit «U2»«d6»⟧ ⟦Tokaj PDO⟧ — ⟦valid 2027⟧
salt mine tour: ⟦group «d6»⟧ ⟦Tourist Route, 3.5 km⟧ — ⟦800 steps⟧
salt mine tour: ⟦ticket «U3»«d8»⟧ ⟦English guide, 11:30⟧ — ⟦shaft Daniłowicz⟧
salt mine tour: ⟦chamber «d3»⟧ ⟦St. Kinga's Chapel⟧ — ⟦depth 101 m⟧
salt mine tour: ⟦lift log «h12»⟧ ⟦36 people per run⟧ — ⟦run 58 s⟧
salt mine tour: ⟦guide «d5»⟧ ⟦licence «U2»-«d4»⟧ — ⟦languages pl, en, uk⟧
pistachio: ⟦orchard «d5»⟧ ⟦Antep variety, 640 trees⟧ — ⟦alternate-bearing on-year⟧
pistachio: ⟦lot «U2»-«d6»⟧ ⟦aflatoxin B1 1.2 µg/kg⟧ — ⟦pass⟧
pistachio: ⟦baklava order «d8»⟧ ⟦2 kg, green grade⟧ — ⟦Gaziantep «l5»⟧
pistachio: ⟦huller «d3»⟧ ⟦4.2 t/h⟧ — ⟦shift 2⟧
pistachio: ⟦export «A12»⟧ ⟦22 t, 25 kg bags⟧ — ⟦Mersin⟧
saumal farm: ⟦mare «d6»⟧ ⟦5 milkings/day, 1.9 l⟧ — ⟦foal at side⟧
saumal farm: ⟦batch «U3»«d4»⟧ ⟦fermented 3 days⟧ — ⟦alcohol 1.8%⟧
saumal farm: ⟦herd «l6»⟧ ⟦84 mares, Kazakh breed⟧ — ⟦jailau pasture⟧
saumal farm: ⟦lab sample «h10»⟧ ⟦lactose 6.4%⟧ — ⟦fat 1.2%⟧
saumal farm: ⟦delivery «d9»⟧ ⟦120 bottles, 0.5 l⟧ — ⟦Almaty⟧
"""

FLAGS = r"""
flags: ⟦GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/grafana_admin⟧ (read from a file)
flags: ⟦disable_initial_admin_creation: false⟧ ⟦password_hint: "see vault"⟧
flags: ⟦sentry.auth_token_required: true⟧ ⟦token_scope: project:read⟧
flags: ⟦DD_API_KEY is set: yes⟧ ⟦DD_APP_KEY is set: no⟧
flags: ⟦pagerduty.routing_key_source: env⟧ ⟦severity_default: warning⟧
flags: ⟦opsgenie api_key_file: /etc/alertmanager/opsgenie.key⟧
flags: ⟦basic_auth_users: {}⟧ ⟦password_file not configured⟧
flags: ⟦--api-key-env=SHORTIO_KEY⟧ ⟦--dry-run⟧
flags: ⟦use_proto_plus: True⟧ ⟦developer_token: (from env GOOGLE_ADS_DEVELOPER_TOKEN)⟧
flags: ⟦sig_required=true⟧ ⟦secret_rotation_days=90⟧
flags: ⟦TOKEN_LIMIT=8192⟧ ⟦max_tokens_per_request=4096⟧
flags: ⟦k9s.readOnly: true⟧ ⟦k9s.noExitOnCtrlC: false⟧ ⟦skin: monokai⟧
flags: ⟦otel exporter headers: api-key=${env:OTLP_API_KEY}⟧ (placeholder)
flags: ⟦loki auth_enabled: false⟧ ⟦multi-tenant: off⟧
flags: ⟦xpack.security.authc.api_key.enabled: true⟧ ⟦api_key.cache.ttl: 1d⟧
flags: ⟦PIN length 6⟧ ⟦PIN attempts left 3⟧ ⟦PIN expiry 90 days⟧
flags: ⟦passphrase_min_words=4⟧ ⟦passphrase_wordlist=eff_large⟧
flags: ⟦recovery_codes_count: 10⟧ ⟦recovery_codes_used: 2⟧
flags: ⟦secret_key_set: true⟧ ⟦secret_key_length: 64⟧
flags: ⟦smile.channel_key_public: true⟧ ⟦smile.private_key_present: false⟧
flags: ⟦DUB_API_KEY: <unset>⟧ ⟦NEXT_PUBLIC_DUB_PUBLISHABLE_KEY: set⟧
flags: ⟦mask_api_keys_in_logs=1⟧ ⟦log_level=debug⟧
flags: ⟦token_ttl_seconds: 3600⟧ ⟦refresh_token_ttl_days: 60⟧
flags: ⟦parola_minima: 12 caractere⟧ ⟦expiră după 90 de zile⟧
flags: ⟦hasło: wymagane⟧ ⟦min. 12 znaków, 1 cyfra⟧
flags: ⟦şifre_zorunlu: evet⟧ ⟦şifre_uzunluğu: 10⟧
flags: ⟦пароль: не задан⟧ ⟦двухфакторная: включена⟧
flags: ⟦jelszó_lejárat: 60 nap⟧ ⟦jelszó_előzmény: 5⟧
flags: ⟦Secret "grafana-admin" exists: true⟧ ⟦keys: admin-user, admin-password⟧
flags: ⟦authorization: Bearer <REDACTED>⟧ ⟦x-api-key: ****⟧
"""

PARSE = r"""
parse: ⟦yaml: line 14: mapping values are not allowed in this context⟧ in ⟦alertmanager.yml⟧
parse: ⟦invalid duration "5mn"⟧ for ⟦scrape_interval⟧
parse: ⟦parse error at char 23: unexpected identifier "by"⟧ in ⟦sum(rate(http_requests_total[5m])) bi (job)⟧
parse: ⟦LogQL: syntax error: unexpected IDENTIFIER, expecting STRING⟧ ⟦{app=checkout}⟧
parse: ⟦json: cannot unmarshal string into Go struct field .timeout of type time.Duration⟧ ⟦"30"⟧
parse: ⟦invalid UUID length: 35⟧ for ⟦«h8»-«h4»-«h4»-«h4»-«h11»⟧
parse: ⟦could not parse "2026-13-01" as date⟧ in ⟦campaign.start_date⟧
parse: ⟦expected integer for customer_id, got "731-552-4096"⟧
parse: ⟦unknown field "developer_tokn"⟧ in ⟦google-ads.yaml⟧ (did you mean developer_token?)
parse: ⟦Invalid measurement_id "7Q2XH4K9PL"⟧ — ⟦must start with G-⟧
parse: ⟦failed to parse sig: expected 32 hex chars, got 31⟧
parse: ⟦unexpected token '}' at line 9, column 3⟧ in ⟦n8n workflow «d6»⟧
parse: ⟦bad header line: "X-Mc-Auth"⟧ (missing colon)
parse: ⟦TOML parse error at line 3, column 16⟧ ⟦expected `"`⟧ in ⟦acton.toml⟧
parse: ⟦csv: record on line 4: wrong number of fields⟧ in ⟦loomly-export.csv⟧
parse: ⟦error converting YAML to JSON: did not find expected key⟧ ⟦k9s/plugins.yaml⟧
parse: ⟦otelcol: '' has invalid keys: exporter⟧ (did you mean exporters?)
parse: ⟦Elasticsearch: failed to parse field [@timestamp] of type [date]⟧ ⟦value "07/12/2026"⟧
parse: ⟦Sentry DSN is invalid: missing project id⟧ in ⟦https://«h32»@o44.ingest.sentry.io/⟧
parse: ⟦Unrecognized token 'api_key': was expecting (JSON String, Number, Array, Object)⟧
parse: ⟦ValueError: invalid literal for int() with base 10: 'twelve'⟧ in ⟦--retries⟧
parse: ⟦Hibás dátumformátum: "2026.12.7"⟧ ⟦várt: ÉÉÉÉ-HH-NN⟧
parse: ⟦Geçersiz sayı: "1.234,5"⟧ in ⟦fiyat alanı⟧
parse: ⟦Неверный формат телефона: +7 (701) 555-01-23⟧
parse: ⟦Nieprawidłowy kod pocztowy: 30-0015⟧
"""
