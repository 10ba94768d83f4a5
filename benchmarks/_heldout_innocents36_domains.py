"""Innocent set 36: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: bird banding, jai alai, capoeira, tango, mariachi, coffee cupping, lucha libre,
mezcal distilling, cenote diving and dabke (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while lacrosse, dog
agility, glassblowing, bookbinding, roller derby, sumo, kendo, paragliding, pigeon racing,
origami, rodeo, maple syrup, cider, sourdough, stained glass, blacksmithing, lighthouses,
ferries, biathlon, kabaddi, hurling, pelota, samba, steelpan, alpacas, cacao, backgammon and
others did). ``FLAGS``: settings whose names say password, token, key or secret and whose
values are not, many named after set 36's vendors. ``PARSE``: parse errors quoting ordinary
values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bird banding: ⟦band «d9»⟧ ⟦Swainson's thrush, HY⟧ — ⟦wing 98 mm, fat 2⟧
bird banding: ⟦net lane «U1»«d2»⟧ ⟦opened 05:40⟧ — ⟦12 captures, 3 recaptures⟧
bird banding: ⟦station «U4»⟧ ⟦MAPS period «d1»⟧ — ⟦bander permit «d5»⟧
bird banding: ⟦recovery «d10»⟧ ⟦reported 1,840 km south⟧ — ⟦auxiliary marker green «U2»«d1»⟧
jai alai: ⟦partido «d5»⟧ ⟦quiniela 7 points⟧ — ⟦post 4 wins⟧
jai alai: ⟦pelotari «d4»⟧ ⟦cesta 64 cm⟧ — ⟦front court⟧
jai alai: ⟦fronton «l6»⟧ ⟦cancha 54 m⟧ — ⟦trifecta 4-1-7⟧
capoeira: ⟦roda «d6»⟧ ⟦toque angola⟧ — ⟦berimbau gunga⟧
capoeira: ⟦batizado «d4»⟧ ⟦corda verde-amarela⟧ — ⟦mestre «U3»⟧
capoeira: ⟦aluno «d7»⟧ ⟦graduação 4⟧ — ⟦aulas terça e quinta⟧
tango: ⟦milonga «l7»⟧ ⟦tanda 3 of 4⟧ — ⟦cortina 00:45⟧
tango: ⟦pareja «d5»⟧ ⟦Tango de Pista ronda 2⟧ — ⟦score 8.233⟧
tango: ⟦playlist «A8»⟧ ⟦D'Arienzo 1938⟧ — ⟦vals criollo next⟧
mariachi: ⟦set «d4»⟧ ⟦El Son de la Negra⟧ — ⟦key D major⟧
mariachi: ⟦musician «d6»⟧ ⟦guitarrón⟧ — ⟦traje de charro size 40⟧
mariachi: ⟦booking «U2»-«d5»⟧ ⟦serenata 23:00⟧ — ⟦5 songs, 1 hour⟧
coffee cupping: ⟦sample «d5»⟧ ⟦SCA score 86.25⟧ — ⟦washed Caturra⟧
coffee cupping: ⟦lot «U3»«d4»⟧ ⟦moisture 10.8%⟧ — ⟦water activity 0.55⟧
coffee cupping: ⟦session «l6»⟧ ⟦roast 8 min 40 s⟧ — ⟦Agtron 58⟧
lucha libre: ⟦función «d5»⟧ ⟦lucha de apuestas⟧ — ⟦máscara contra cabellera⟧
lucha libre: ⟦luchador «d6»⟧ ⟦técnico⟧ — ⟦peso semicompleto⟧
lucha libre: ⟦arena «U2»«d2»⟧ ⟦aforo 4,000⟧ — ⟦2 de 3 caídas⟧
mezcal: ⟦batch «U2»«d6»⟧ ⟦Espadín, 48% ABV⟧ — ⟦tahona milled⟧
mezcal: ⟦palenque «l8»⟧ ⟦horno 3 days⟧ — ⟦copper still 350 L⟧
mezcal: ⟦lote «d7»⟧ ⟦Tobalá silvestre⟧ — ⟦312 bottles⟧
cenote diving: ⟦dive «d6»⟧ ⟦max depth 27 m⟧ — ⟦halocline at 14 m⟧
cenote diving: ⟦line «l5»⟧ ⟦jump spool⟧ — ⟦arrow «d2»⟧
cenote diving: ⟦permit «U3»-«d5»⟧ ⟦Dos Ojos⟧ — ⟦cavern only⟧
dabke: ⟦troupe «d5»⟧ ⟦lawweh leader⟧ — ⟦8 dancers⟧
dabke: ⟦rehearsal «l6»⟧ ⟦tabl rhythm 2/4⟧ — ⟦mijwiz solo⟧
dabke: ⟦festival slot «d4»⟧ ⟦Al-Shamaliyya⟧ — ⟦12 min⟧
tango: ⟦orquesta «l6»⟧ ⟦cortina «d2»⟧ — ⟦Di Sarli 1954⟧
mariachi: ⟦ensemble «U3»«d3»⟧ ⟦6 violins, 2 trumpets⟧ — ⟦vihuela tuned A-D-G-B-E⟧
bird banding: ⟦bander «U3»⟧ ⟦ruby-throated hummingbird⟧ — ⟦band size X⟧
lucha libre: ⟦cartelera «d6»⟧ ⟦relevos australianos⟧ — ⟦Arena «U2»«d2»⟧
"""

FLAGS = r"""
settings: ⟦REBRANDLY_APIKEY_FILE=/run/secrets/rebrandly⟧ ⟦mode 0400⟧
settings: ⟦rewardful.api_secret_env = REWARDFUL_API_SECRET⟧ ⟦(read at boot)⟧
settings: ⟦streak.api_key_required = true⟧ ⟦streak.retry = 3⟧
settings: ⟦TREMENDOUS_KEY_PREFIX=TEST_⟧ ⟦(sandbox)⟧
settings: ⟦ynab.token_ttl_days = 0⟧ ⟦(personal tokens do not expire)⟧
settings: ⟦readwise_token_header = "Authorization"⟧ ⟦readwise_token_scheme = "Token"⟧
settings: ⟦scrapfly.key_param = key⟧ ⟦scrapfly.asp = true⟧
settings: ⟦SNIPCART_SECRET_API_KEY_VAULT_PATH=kv/shop/snipcart⟧
settings: ⟦solcast_api_key_source: secrets.yaml⟧ ⟦poll_interval: 30m⟧
settings: ⟦weatherstack.access_key_rotation = monthly⟧
settings: ⟦toornament.client_secret_length = 50⟧ ⟦(per docs)⟧
settings: ⟦travelpayouts_token_header = X-Access-Token⟧ ⟦marker = 481203⟧
settings: ⟦twocaptcha.key_length = 32⟧ ⟦twocaptcha.poll = 5s⟧
settings: ⟦D360_API_KEY_NAME=D360-API-KEY⟧ ⟦(header name)⟧
settings: ⟦WIT_AUTH_TOKEN is unset⟧ ⟦using app «d15»⟧
settings: ⟦wavefront.token_file = /etc/wavefront/token⟧ ⟦pushListenerPorts = 2878⟧
settings: ⟦spinitron.access_token_in_query = false⟧ ⟦(use Bearer)⟧
settings: ⟦password_min_length: 12⟧ ⟦password_max_age_days: 365⟧
settings: ⟦secret_rotation_window = 7d⟧ ⟦token_leeway = 30s⟧
settings: ⟦api_key_header: X-Api-Key⟧ ⟦api_key_prefix_length: 8⟧
settings: ⟦SESSION_SECRET_BYTES=32⟧ ⟦SESSION_COOKIE_SECURE=true⟧
settings: ⟦recovery_codes_count = 10⟧ ⟦recovery_code_length = 10⟧
settings: ⟦pin_attempts_max = 5⟧ ⟦pin_lockout = 15 min⟧
settings: ⟦passphrase_words = 6⟧ ⟦wordlist = eff_large⟧
settings: ⟦SHOUTCAST_ADMINPASSWORD_FILE=/run/secrets/sc_admin⟧
settings: ⟦skylight.authentication_env = SKYLIGHT_AUTHENTICATION⟧
settings: ⟦icecast.source_password_file = /run/secrets/icecast⟧ ⟦mounts = 3⟧
settings: ⟦DELUGE_AUTH_FILE=~/.config/deluge/auth⟧ ⟦(mode 0600)⟧
settings: ⟦opengist.secret_key_rotate = false⟧ ⟦opengist.ssh.port = 2222⟧
settings: ⟦MICROBIN_ADMIN_PASSWORD is set⟧ ⟦(value not logged)⟧
settings: ⟦ryot.admin_access_token_len = 40⟧
settings: ⟦tokenizer = "bpe"⟧ ⟦max_tokens = 4096⟧ ⟦(not credentials)⟧
"""

PARSE = r"""
parse: ⟦invalid value 'eleven' for --tanda-size⟧: ⟦expected an integer⟧
parse: ⟦band size '1A' is not a USGS band size⟧
parse: ⟦SCA score '86,25' must use a dot⟧ in ⟦cupping.csv line 7⟧
parse: ⟦ABV '48 %' is not a number⟧ ⟦(lote «d7»)⟧
parse: ⟦depth '27m' must be a number of metres⟧ in ⟦dive-log.yaml line 3⟧
parse: ⟦unknown toque 'angolinha'⟧; ⟦expected one of angola, são bento grande, iuna⟧
parse: ⟦key 'Re major' is not a valid key⟧ ⟦(set «d4»)⟧
parse: ⟦date '31/11/2026' does not exist⟧
parse: ⟦time '25:10' is out of range⟧ for ⟦serenata⟧
parse: ⟦expected ',' after 'palenque'⟧ at ⟦line 4 column 19⟧
parse: ⟦duplicate key 'weight'⟧ in ⟦[lucha.luchador]⟧
parse: ⟦port 'eighty' is not an integer⟧ in ⟦--port⟧
parse: ⟦'quiniela' requires 8 posts, got 7⟧
parse: ⟦invalid UUID 'not-a-uuid'⟧ for ⟦--booking⟧
parse: ⟦currency 'MXP' is not ISO 4217⟧; ⟦did you mean MXN?⟧
parse: ⟦unexpected end of JSON input⟧ at ⟦position 412⟧
parse: ⟦YAML: mapping values are not allowed here⟧ ⟦line 12 column 8⟧
parse: ⟦expected 'true' or 'false', got 'si'⟧ for ⟦cavern_only⟧
parse: ⟦'2/4' is not a valid BPM⟧ ⟦(use 96)⟧
parse: ⟦roast time '8:4O' contains a letter O⟧
parse: ⟦invalid band number '1234-5678-9'⟧: ⟦expected 9 digits with one dash⟧ ⟦(USGS format)⟧
parse: ⟦'medio y medio' is not a valid fronton⟧ ⟦in schedule.csv line 19⟧ ⟦column 3⟧
parse: ⟦graduação 'verde' needs a number⟧ ⟦(1 to 10)⟧ ⟦in alunos.json⟧
parse: ⟦Agtron '58a' is not a number⟧ ⟦roast «d4»⟧ ⟦line 2⟧
parse: ⟦unknown agave 'Espadin2'⟧; ⟦known: Espadín, Tobalá, Tepeztate⟧
parse: ⟦halocline depth '14 m' exceeds max depth '12 m'⟧ ⟦dive «d6»⟧
parse: ⟦tanda '3/4/5' is not 'n of m'⟧ ⟦milonga «l7»⟧
parse: ⟦--password-min-length 'twelve'⟧: ⟦expected an integer⟧ ⟦(settings, not a password)⟧
"""
