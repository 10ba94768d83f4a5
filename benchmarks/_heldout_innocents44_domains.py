"""Innocent set 44: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: tea grading, khipu research, maize breeding, pachinko parlours, dim sum
kitchens, ramen shops, kimchi fermentation, Naadam festivals, eagle hunting, thangka
painting, barbershop harmony and flamenco (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while lacrosse,
hurling, kabaddi, sumo, kendo, origami, calligraphy, birding, astronomy, lighthouses,
avalanches, herbaria, coffee cupping, cheese, winemaking, perfumery, tattoos, taiko,
gamelan, mariachi, tango, capoeira, rodeo, alpacas, weaving, cacao, quinoa, llamas,
baseball, cricket, mahjong, karaoke, bonsai, ikebana, sake, soju, yaks and archery did).
``FLAGS``: settings whose names say password, token, key, secret or PIN and whose values are
not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
tea grading: ⟦lot «U2»-«d5»⟧ ⟦Darjeeling FTGFOP1⟧ — ⟦second flush, 2026⟧
tea grading: ⟦sample «l7»⟧ ⟦leaf grade BOP⟧ — ⟦liquor bright, score 8.5⟧
tea grading: ⟦auction «d6»⟧ ⟦Kolkata sale 48⟧ — ⟦₹412/kg⟧
khipu research: ⟦khipu UR«d3»⟧ ⟦pendant cords 94⟧ — ⟦S-knots on cord 12⟧
khipu research: ⟦cord «d4»⟧ ⟦long knot of 7 turns⟧ — ⟦colour MB (medium brown)⟧
khipu research: ⟦museum no. «U2»«d6»⟧ ⟦provenance Puruchuco⟧
maize breeding: ⟦line «U3»«d4»⟧ ⟦female parent B73⟧ — ⟦silking 61 days⟧
maize breeding: ⟦plot «d5»⟧ ⟦row 14, rep 2⟧ — ⟦yield 11.2 t/ha⟧
maize breeding: ⟦hybrid «U2»«d3»×«U2»«d3»⟧ ⟦ear length 19 cm⟧
pachinko: ⟦machine «d4»⟧ ⟦island C, seat 27⟧ — ⟦payout rate 1/319⟧
pachinko: ⟦ball count «d5»⟧ ⟦exchanged for prize 8⟧
pachinko: ⟦hall licence «d8»⟧ ⟦Osaka prefecture⟧
dim sum: ⟦order «d6»⟧ ⟦har gow ×3, siu mai ×2⟧ — ⟦table 14⟧
dim sum: ⟦steamer batch «l6»⟧ ⟦cheung fun⟧ — ⟦out at 10:42⟧
dim sum: ⟦stamp card «d10»⟧ ⟦small S 4, medium M 2, large L 1⟧
ramen: ⟦ticket «d4»⟧ ⟦tonkotsu, katame noodles⟧ — ⟦extra chashu⟧
ramen: ⟦broth batch «U2»«d4»⟧ ⟦18 h boil⟧ — ⟦Brix 9.5⟧
ramen: ⟦noodle lot «l8»⟧ ⟦kansui 1.2%⟧ — ⟦22 gauge⟧
kimchi: ⟦batch «d5»⟧ ⟦baechu, 3.2% salt⟧ — ⟦pH 4.3 on day 6⟧
kimchi: ⟦onggi «U1»«d3»⟧ ⟦buried 60 cm⟧ — ⟦4 °C⟧
kimchi: ⟦recipe «l6»⟧ ⟦gochugaru 80 g/kg⟧ — ⟦saeujeot 30 g⟧
naadam: ⟦wrestler «d5»⟧ ⟦round 5 win⟧ — ⟦title Zaan (elephant)⟧
naadam: ⟦horse «d6»⟧ ⟦soyolon class, 22 km⟧ — ⟦finish 3rd⟧
naadam: ⟦archer «d4»⟧ ⟦sur targets hit 33⟧ — ⟦distance 75 m⟧
eagle hunting: ⟦eagle «U3»«d4»⟧ ⟦golden eagle, female⟧ — ⟦weight 5.8 kg⟧
eagle hunting: ⟦festival entry «d5»⟧ ⟦Ölgii, October⟧ — ⟦lure time 14.2 s⟧
thangka: ⟦commission «d6»⟧ ⟦Green Tara⟧ — ⟦mineral pigments, 60×90 cm⟧
thangka: ⟦grid «l6»⟧ ⟦proportion 120 sor⟧ — ⟦gold line pending⟧
barbershop: ⟦quartet «d5»⟧ ⟦lead, tenor, bari, bass⟧ — ⟦score 78.4%⟧
barbershop: ⟦chart «U2»«d4»⟧ ⟦key of B♭⟧ — ⟦tag at bar 64⟧
flamenco: ⟦compás «l6»⟧ ⟦bulerías, 12 beats⟧ — ⟦accents 3, 6, 8, 10, 12⟧
flamenco: ⟦peña booking «d6»⟧ ⟦Jerez, Friday 22:00⟧ — ⟦cante, guitarra, baile⟧
flamenco: ⟦falseta «d3»⟧ ⟦por soleá, capo 2⟧
tea grading: ⟦taster «d4»⟧ ⟦infusion 3 min, 2.5 g⟧ — ⟦astringency 6/10⟧ ⟦muscatel note⟧
khipu research: ⟦top cord «d2»⟧ ⟦Z-ply cotton⟧ — ⟦sum of pendants 1,246⟧ ⟦checked⟧
maize breeding: ⟦seed lot «U2»«d6»⟧ ⟦germination 96%⟧ — ⟦stored 4 °C⟧ ⟦2026 harvest⟧
pachinko: ⟦nail board «l6»⟧ ⟦adjusted 2026-11-30⟧ — ⟦start chucker rate 18/1000⟧
dim sum: ⟦dough batch «d4»⟧ ⟦wheat starch 300 g⟧ — ⟦rest 20 min⟧ ⟦har gow wrappers⟧
ramen: ⟦tare «l5»⟧ ⟦shoyu, 6 months aged⟧ — ⟦30 ml per bowl⟧ ⟦shop 2⟧
kimchi: ⟦jar «d4»⟧ ⟦kkakdugi⟧ — ⟦ferment 2 days at 18 °C⟧ ⟦then 1 °C⟧
naadam: ⟦ankle-bone shooting team «d3»⟧ ⟦22 hits⟧ — ⟦shagai 4⟧ ⟦final round⟧
eagle hunting: ⟦hood «U2»«d3»⟧ ⟦leather, size M⟧ — ⟦tomaga fitted⟧ ⟦2026 season⟧
thangka: ⟦canvas «d5»⟧ ⟦gesso 7 coats⟧ — ⟦burnished with agate⟧ ⟦ready 2027-02⟧
barbershop: ⟦contest «d4»⟧ ⟦Music 79, Performance 81, Singing 77⟧ — ⟦rank 6⟧
flamenco: ⟦class «l6»⟧ ⟦alegrías footwork⟧ — ⟦Tuesday 19:30⟧ ⟦studio B⟧
tea grading: ⟦invoice «d7»⟧ ⟦Assam CTC BP⟧ — ⟦54 kg net⟧ ⟦garden mark «U3»⟧
ramen: ⟦order «d5»⟧ ⟦tsukemen, large⟧ — ⟦¥1,150⟧ ⟦counter seat 6⟧
kimchi: ⟦lab sample «U2»«d5»⟧ ⟦Leuconostoc 10⁸ CFU/g⟧ — ⟦day 4⟧
"""

FLAGS = r"""
flags: ⟦password_min_length = 14⟧ ⟦password_history = 5⟧
flags: ⟦token_ttl_seconds = 3600⟧ ⟦refresh_token_rotation = true⟧
flags: ⟦api_key_header = "X-API-Key"⟧ ⟦api_key_prefix_len = 8⟧
flags: ⟦secret_backend = "vault"⟧ ⟦secret_path = "kv/data/acme/web"⟧
flags: ⟦ZEEBE_TOKEN_AUDIENCE=zeebe.camunda.io⟧ ⟦ZEEBE_AUTHORIZATION_SERVER_URL=https://login.cloud.camunda.io/oauth/token⟧
flags: ⟦VECTARA_CORPUS_ID=2⟧ ⟦VECTARA_CUSTOMER_ID=1452235940⟧
flags: ⟦ZENML_STORE_URL=https://zenml.acme.io⟧ (⟦api key from the CI secret store⟧)
flags: ⟦WANIKANI_API_TOKEN is unset⟧ — ⟦sync skipped⟧
flags: ⟦tinymce apiKey: ${TINY_API_KEY}⟧ ⟦(resolved at build time)⟧
flags: ⟦TRACETEST_ENVIRONMENT_ID=ttenv_5e3a8d1c⟧ ⟦agent mode desktop⟧
flags: ⟦vmauth -auth.config=/etc/vmauth/auth.yml⟧ ⟦-httpListenAddr=:8427⟧
flags: ⟦objstore.config-file=/etc/thanos/objstore.yml⟧ ⟦type S3⟧
flags: ⟦pin.max_attempts = 3⟧ ⟦pin.lockout = 15m⟧
flags: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.format = xxxxx-xxxxx⟧
flags: ⟦mfa.totp.digits = 6⟧ ⟦mfa.totp.period = 30⟧
flags: ⟦SECRET_KEY_FILE=/run/secrets/django_key⟧ ⟦(file mounted read-only)⟧
flags: ⟦U21_API_KEY_ID=prod-ingest⟧ ⟦fernet encryption off⟧
flags: ⟦X-Turnitin-Integration-Name: acme-lms⟧ ⟦X-Turnitin-Integration-Version: 2.3.0⟧
flags: ⟦kite api_key rotates daily at 06:00 IST⟧ ⟦access_token valid until 06:00⟧
flags: ⟦WATCHTOWER_HTTP_API_UPDATE=true⟧ ⟦WATCHTOWER_POLL_INTERVAL=3600⟧
"""

PARSE = r"""
parse: ⟦invalid value 'second' for --flush⟧: ⟦expected 1, 2 or 3⟧
parse: ⟦grade 'FTGFOP9' is unknown⟧ (⟦did you mean FTGFOP1?⟧)
parse: ⟦cord colour 'MBX' not in the khipu colour table⟧
parse: ⟦yield '11,2' is not a number⟧ (⟦use a dot⟧)
parse: ⟦payout '1/0' is not a valid rate⟧
parse: ⟦table 'T14b' does not match T\d+⟧
parse: ⟦broth time '18hrs' must be in hours⟧ in ⟦batch.yaml line 3⟧
parse: ⟦salt '3.2 percent' is not a percentage⟧ (⟦write 3.2%⟧)
parse: ⟦class 'soyolonn' is not a Naadam horse class⟧
parse: ⟦weight '5,8kg' could not be converted to float⟧
parse: ⟦proportion '120sor' expects an integer⟧
parse: ⟦key 'Bb major' is not a key⟧ (⟦use B♭⟧)
parse: ⟦compás 'bulería' unknown⟧ (⟦known: bulerías, soleá, alegrías⟧)
parse: ⟦'2026-13-01' does not match format '%Y-%m-%d'⟧
parse: ⟦'port' is not of type 'integer'⟧ ⟦(got "eight")⟧
parse: ⟦String cannot represent a non string value: MEDIUM⟧ ⟦(use "MEDIUM")⟧
parse: ⟦Input should be a valid integer⟧ ⟦[input_value='ten']⟧
parse: ⟦jsonpatch: 'draft' is not equal to tested value 'final'⟧
parse: ⟦Counter({'GET': 412, 'POST': 38})⟧ ⟦(method totals)⟧
parse: ⟦printenv: TZ=UTC⟧ ⟦LANG=C.UTF-8⟧
"""
