"""Innocent set 77: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: a sugarcane zafra, rhum agricole distilling, a bammy bakery, bachata and
vallenato contests, a sound clash, a soca road march, a kompa tour, Inti Raymi, totora reed
boats, chuño freeze-drying, Panama Canal lock transits, sargassum monitoring, hurricane
shelters, cachaça and pisco, açaí, frevo and maracatu, an escola de samba, Junkanoo,
candombe and murga, and winter-league béisbol (each grepped for in every earlier
``*innocent*`` held-out file; none matched, while cenotes, cassava, ackee, mangroves,
cricket, dominoes, conch and calypso did). ``FLAGS``: settings whose names say password,
token, key, secret, PIN, passphrase or signature and whose values are not. ``PARSE``: parse
errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
zafra: ⟦central «U2»-«d4»⟧ ⟦cut 1,840 t cane⟧ — ⟦pol 13.2%⟧ ⟦brigade «d3»⟧
zafra: ⟦field lot «l6»⟧ ⟦burned 2026-12-05⟧ — ⟦yield 71 t/ha⟧
zafra: ⟦mill «d2»⟧ ⟦grinding day 38 of 120⟧ — ⟦bagasse 27.1%⟧
rhum agricole: ⟦colonne «d2»⟧ ⟦vesou 6,200 L⟧ — ⟦70.4% ABV⟧ ⟦cuvée «U3»«d5»⟧
rhum agricole: ⟦fût «d6»⟧ ⟦VSOP 4 ans⟧ — ⟦AOC Martinique⟧
bammy bakery: ⟦batch «d5»⟧ ⟦cassava flour 40 kg⟧ — ⟦412 bammies⟧ ⟦oven «l4»⟧
bammy bakery: ⟦order «U2»«d6»⟧ ⟦Old Harbour, 3 crates⟧ — ⟦due 06:00⟧
bachata contest: ⟦pareja «d4»⟧ ⟦sensual, semifinal⟧ — ⟦score 88.5⟧
bachata contest: ⟦jurado «l6»⟧ ⟦ronda 2 de 3⟧ — ⟦Santiago de los Caballeros⟧
vallenato festival: ⟦acordeonero «d5»⟧ ⟦categoría profesional⟧ — ⟦puya, son, merengue, paseo⟧
sound clash: ⟦sound «U3»-«d3»⟧ ⟦dubplate round⟧ — ⟦crowd meter 9/10⟧
sound clash: ⟦clash «d4»⟧ ⟦4 sounds, 3 rounds⟧ — ⟦winner Kingston «d2»⟧
soca road march: ⟦band «d4»⟧ ⟦section «l5»⟧ — ⟦1,200 masqueraders⟧ ⟦judging point 3⟧
soca road march: ⟦tune «U2»«d4»⟧ ⟦played 611 times⟧ — ⟦road march 2026⟧
kompa tour: ⟦show «d5»⟧ ⟦Pétion-Ville, 22:00⟧ — ⟦ticket block «U4»⟧
kompa tour: ⟦rider «l7»⟧ ⟦backline: 2 guitars, keys, drums⟧ — ⟦soundcheck 18:30⟧
Inti Raymi: ⟦pase «d6»⟧ ⟦Sacsayhuamán tribuna B⟧ — ⟦24 de junio⟧
Inti Raymi: ⟦danzante «d4»⟧ ⟦comparsa «l6»⟧ — ⟦ensayo 07:00⟧
totora boats: ⟦balsa «U2»«d3»⟧ ⟦Uros island «d2»⟧ — ⟦6 m, 2 crew⟧
totora boats: ⟦harvest plot «l5»⟧ ⟦1.8 t reeds⟧ — ⟦drying 14 days⟧
chuño: ⟦parcela «d5»⟧ ⟦helada 4 noches⟧ — ⟦420 kg papa amarga⟧
chuño: ⟦lote «U3»«d4»⟧ ⟦tunta, blanqueado 21 días⟧ — ⟦humedad 11%⟧
Panama Canal: ⟦transit «d7»⟧ ⟦Agua Clara locks⟧ — ⟦neopanamax, 14,800 TEU⟧
Panama Canal: ⟦booking slot «U2»«d5»⟧ ⟦draft 13.1 m⟧ — ⟦Gatun Lake level 26.4 m⟧
Panama Canal: ⟦pilot «d5»⟧ ⟦tug «l6»⟧ — ⟦Miraflores 05:40⟧
sargassum: ⟦transect «U1»«d3»⟧ ⟦cover 38%⟧ — ⟦Playa Bávaro⟧ ⟦drone flight «h8»⟧
sargassum: ⟦barrier «d4»⟧ ⟦312 m deployed⟧ — ⟦collected 41 t⟧
hurricane shelter: ⟦shelter «d4»⟧ ⟦capacity 350, occupied 212⟧ — ⟦generator fuel 68%⟧
hurricane shelter: ⟦family «d6»⟧ ⟦5 persons, bed block «U1»⟧ — ⟦checked in 2026-09-14⟧
hurricane shelter: ⟦supply run «l6»⟧ ⟦water 1,200 L⟧ — ⟦tarps 80⟧
cachaça: ⟦alambique «d2»⟧ ⟦dorna «d3»⟧ — ⟦42% ABV, amburana 2 anos⟧
cachaça: ⟦lote «U2»«d6»⟧ ⟦registro MAPA «d8»⟧ — ⟦700 mL x 1.200⟧
pisco: ⟦bodega «l6»⟧ ⟦quebranta, mosto verde⟧ — ⟦41.5% ABV⟧ ⟦lote «d5»⟧
pisco: ⟦falca «d2»⟧ ⟦destilación 9 h⟧ — ⟦Ica, DO Pisco⟧
açaí: ⟦rasa «d6»⟧ ⟦14 kg fruit⟧ — ⟦Igarapé-Miri, boat «l5»⟧
açaí: ⟦batedeira «d3»⟧ ⟦tipo médio⟧ — ⟦pasteurized 80 °C, 10 s⟧
frevo: ⟦troça «d4»⟧ ⟦Galo da Madrugada, ala «l4»⟧ — ⟦sábado 05:00⟧
maracatu: ⟦nação «U2»«d3»⟧ ⟦24 alfaias, 6 gonguês⟧ — ⟦cortejo 19:00⟧
escola de samba: ⟦ala «d3»⟧ ⟦fantasia «U2»«d4»⟧ — ⟦Sapucaí, setor 9⟧
escola de samba: ⟦carro alegórico «d2»⟧ ⟦12 m altura⟧ — ⟦nota 9.9⟧
Junkanoo: ⟦group «l6»⟧ ⟦Bay Street, Boxing Day⟧ — ⟦costume «U3»«d3»⟧ ⟦placed 2nd⟧
Junkanoo: ⟦scrap group «d4»⟧ ⟦cowbells 40, goatskin drums 18⟧ — ⟦rush-out 02:00⟧
candombe: ⟦comparsa «d4»⟧ ⟦Llamadas, Barrio Sur⟧ — ⟦tambores 60: chico, repique, piano⟧
murga: ⟦murga «l7»⟧ ⟦Teatro de Verano, etapa 2⟧ — ⟦puntaje 418⟧
béisbol invernal: ⟦juego «d5»⟧ ⟦Tigres vs. Estrellas⟧ — ⟦5-3, 10 entradas⟧
béisbol invernal: ⟦pitcher «d6»⟧ ⟦ERA 2.41⟧ — ⟦pitch count 94⟧ ⟦roster «U2»«d4»⟧
béisbol invernal: ⟦estadio Quisqueya⟧ ⟦asistencia 11,208⟧ — ⟦boleto «d10»⟧
zafra: ⟦truck «U3»-«d3»⟧ ⟦weighbridge ticket «d9»⟧ — ⟦net 28.4 t⟧
kompa tour: ⟦setlist «d3»⟧ ⟦14 songs, encore 2⟧ — ⟦Miami, Little Haiti⟧
Panama Canal: ⟦toll invoice «U2»«d8»⟧ ⟦USD 412,000⟧ — ⟦paid 2026-12-01⟧
"""

FLAGS = r"""
flags: ⟦password_required: false⟧ ⟦guest checkout enabled⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_MAX_ATTEMPTS=3⟧
flags: ⟦token_ttl_seconds: 900⟧ ⟦refresh_token_rotation: true⟧
flags: ⟦api_key_header: X-Api-Key⟧ ⟦api_key_location: header⟧
flags: ⟦secret_store: vault⟧ ⟦secret_path: kv/payouts/prod⟧
flags: ⟦FINTOC_SECRET_KEY=⟧ ⟦(unset)⟧ ⟦using sandbox fallback⟧
flags: ⟦webhook_secret_configured: yes⟧ ⟦last rotated 2026-11-02⟧
flags: ⟦passphrase_min_words: 4⟧ ⟦passphrase_wordlist: eff_large⟧
flags: ⟦mfa.recovery_codes.count: 10⟧ ⟦mfa.recovery_codes.length: 10⟧
flags: ⟦signature_algorithm: HmacSHA256⟧ ⟦signature_header: X-BX-SIGNATURE⟧
flags: ⟦sign_method=RSA⟧ ⟦recv_window=5000⟧
flags: ⟦password_policy: min 12, 1 symbol⟧ ⟦expiry 90 days⟧
flags: ⟦token_count: 1,284⟧ ⟦max_tokens: 4,096⟧
flags: ⟦secret_scanning: enabled⟧ ⟦push_protection: enabled⟧
flags: ⟦STARK_PRIVATE_KEY_PATH=/run/secrets/stark.pem⟧ ⟦mode 0400⟧
flags: ⟦OXR_APP_ID is set (32 chars)⟧ ⟦value hidden⟧
flags: ⟦kontraseña_nesesario: sí⟧ ⟦largura minimo 10⟧
flags: ⟦modpas_obligatwa: wi⟧ ⟦longè minimòm 8⟧
flags: ⟦senha_expira_em_dias: 90⟧ ⟦senha_historico: 5⟧
flags: ⟦clave_dinamica_habilitada: true⟧ ⟦canal: SMS⟧
flags: ⟦zendesk.api_token_access: on⟧ ⟦zendesk.password_access: off⟧
flags: ⟦intercom.identity_verification: enforced⟧ ⟦hash: HMAC-SHA256⟧
flags: ⟦freshdesk.sso_secret_set: true⟧ ⟦sso_url: https://ayni.freshdesk.com/login/sso⟧
flags: ⟦helpscout.webhook_secret: ********⟧ ⟦events: 4⟧
flags: ⟦front.api_token_scope: shared:*⟧ ⟦expires: never⟧
flags: ⟦key_rotation_days: 180⟧ ⟦next rotation 2027-05-31⟧
flags: ⟦PASSWORD_HASHER=argon2id⟧ ⟦memory 64 MiB, iterations 3⟧
flags: ⟦SESSION_COOKIE_NAME=sessionid⟧ ⟦SESSION_COOKIE_SECURE=True⟧
flags: ⟦API_SECRET_ENV=BINGX_SECRET⟧ ⟦read from environment⟧
flags: ⟦pin_pad: random layout⟧ ⟦pin_retry_lockout_minutes: 30⟧
"""

PARSE = r"""
parse: ⟦time data '07/12/2026' does not match format '%Y-%m-%d'⟧
parse: ⟦invalid currency code 'BSF'⟧ ⟦did you mean 'VES'?⟧
parse: ⟦amount '1.234,56' is not a valid decimal⟧ ⟦use '.' as the decimal separator⟧
parse: ⟦IBAN check digits failed for 'DO28BAGR00000001212453611324'⟧
parse: ⟦CLABE '032180000118359719' has an invalid control digit⟧
parse: ⟦CBU must have 22 digits, got 21⟧
parse: ⟦unknown corridor 'US-HTI'; expected 'US-HT'⟧
parse: ⟦yaml: line 7: did not find expected key⟧ ⟦in payouts.yml⟧
parse: ⟦toml: expected newline after value at line 12, column 31⟧
parse: ⟦JSONDecodeError: Unterminated string starting at: line 1 column 88⟧
parse: ⟦invalid ISO 8601 duration 'P1M2X'⟧
parse: ⟦CSV row 412: expected 9 fields, saw 10⟧ ⟦remesas_diciembre.csv⟧
parse: ⟦invalid phone number '+509 3712 45'⟧ ⟦too short for HT⟧
parse: ⟦Pix key type 'EVP' requires a UUID, got 'chave-aleatoria'⟧
parse: ⟦RUT '76.123.456-K' checksum mismatch⟧
parse: ⟦cron: field 'hour' out of range: 25⟧
parse: ⟦unexpected token 'sandbox' at line 3, column 14⟧
parse: ⟦unknown field 'webhook_secret_ref'; did you mean 'webhook_secret_name'?⟧
parse: ⟦bad escape \p at position 4⟧ in pattern ⟦tasa\p⟧
parse: ⟦invalid timezone 'America/Port_au_Prince'⟧ ⟦did you mean 'America/Port-au-Prince'?⟧
parse: ⟦invalid semver 'v2'⟧ ⟦expected MAJOR.MINOR.PATCH⟧
parse: ⟦SWIFT/BIC 'BCOLCOBX' has 8 characters; branch code optional⟧
parse: ⟦invalid base64 padding in field 'logo_png'⟧
parse: ⟦XML: mismatched tag at line 44, column 6⟧ ⟦pacs.008 message⟧
parse: ⟦unknown ticket status 'pendiente'⟧ ⟦expected one of open, pending, solved⟧
"""
