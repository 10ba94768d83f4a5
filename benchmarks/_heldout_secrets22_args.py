"""Held-out set 22: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in the earlier sets' files (none
matched): set 22's vendors' keys under names of the vendors' own words
(``matomo_token_auth``, ``fathom_sanctum_token``, ``simpleanalytics_api_key``,
``tidio_client_secret``, ``happyfox_auth_code``, ``smsglobal_mac_secret``,
``octopush_api_login_key``, ``promptlayer_pl``, ``clarifai_pat``, ``wialon_token_login``,
``webfleet_apikey_password``, ``lalamove_hmac_secret``), what an agent passes to its tools
that carries text typed or pasted by someone (``scratchpad_text``, ``clipboard_text``,
``keystroke_buffer``, ``notebook_cell_source``, ``repl_input``, ``sql_editor_text``,
``env_block``, ``kube_secret_stringdata``, ``build_arg_value``, ``ci_variable_value``,
``workflow_dispatch_input``, ``commit_message_body``, ``issue_comment_body``,
``voice_transcript``, ``ocr_text``) and set 22's languages (``къайлаха_дош``, ``щэху_псалъэ``,
``гусь_кыв``, ``салава_вал``, ``чажыт_сөс``, ``सुलाःगु_खँग्वः``, ``چیری_گال``,
``ᬓ᭄ᬭᬸᬦ_ᬭᬳᬲ᭄ᬬ``, ``𞤦𞤮𞤤𞤮_𞤧𞤵𞤪𞤵𞤣𞤮``, ``kato_rahasio``, ``jasırın_sóz``, ``tuatua_muna``,
``kupu_fufu``, ``taeka_ae_raba``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
matomo_token_auth ¦ {s} ¦ h32 ¦ matomo: idSite 3 has no data for 2026-12-04
fathom_sanctum_token ¦ 41|{s} ¦ A40 ¦ fathom: entity_id CDBUGS not found
simpleanalytics_api_key ¦ sa_api_key_{s} ¦ A30 ¦ simpleanalytics: hostname acme.io is not verified
tidio_client_secret ¦ cs_{s} ¦ h32 ¦ tidio: contact 7712 has no conversations
happyfox_auth_code ¦ {s} ¦ h32 ¦ happyfox: category 3 has no custom field 'priority_level'
smsglobal_mac_secret ¦ {s} ¦ h32 ¦ smsglobal: origin 'ACME' is not an approved sender id
octopush_api_login_key ¦ {s} ¦ A40 ¦ octopush: sms_type 'sms_premium' not enabled on this account
promptlayer_pl ¦ pl_{s} ¦ h32 ¦ promptlayer: template 'support-triage' version 7 not found
clarifai_pat ¦ {s} ¦ h32 ¦ clarifai: model general-image-recognition has no version aa7f35c0
wialon_token_login ¦ {s} ¦ h72 ¦ wialon: unit 28841 has no messages in the interval
webfleet_apikey_password ¦ {s} ¦ p ¦ webfleet: objectno 044 is not assigned to a driver
lalamove_hmac_secret ¦ sk_test_{s} ¦ A64 ¦ lalamove: serviceType 'TRUCK550' not available in market HK
scratchpad_text ¦ todo: rotate db creds\nnew one is {s}\nthen restart workers\n ¦ p ¦ scratchpad: note is read-only while syncing
clipboard_text ¦ {s} ¦ A40 ¦ clipboard: wl-copy not found on PATH
keystroke_buffer ¦ ssh deploy@web-4\n{s}\n ¦ p ¦ keystrokes: target window lost focus
notebook_cell_source ¦ import os\nos.environ["HF_TOKEN"] = "hf_{s}"\n ¦ A34 ¦ notebook: kernel 'python3' is restarting
repl_input ¦ client = Client(api_key="{s}")\n ¦ A40 ¦ repl: previous statement still running
sql_editor_text ¦ CREATE USER reporting WITH PASSWORD '{s}';\n ¦ p ¦ sql editor: read-only connection
env_block ¦ NODE_ENV=production\nSESSION_SECRET={s}\nPORT=3000\n ¦ h64 ¦ env: variable PORT is defined twice
kube_secret_stringdata ¦ stringData:\n  password: {s}\n ¦ p ¦ kubectl: namespace 'shop-stg' not found
build_arg_value ¦ NPM_TOKEN={s} ¦ A36 ¦ docker build: --build-arg given for an ARG the Dockerfile does not declare
ci_variable_value ¦ {s} ¦ A40 ¦ gitlab: variable key 'DEPLOY-TOKEN' contains invalid characters
workflow_dispatch_input ¦ {"environment": "prod", "db_password": "{s}"} ¦ p ¦ github: workflow deploy.yml has no input 'db_password'
commit_message_body ¦ fix: use the new key\n\nold key {s} revoked\n ¦ A32 ¦ git: nothing to commit, working tree clean
issue_comment_body ¦ this works for me with `curl -u admin:{s} http://localhost:9200` ¦ p ¦ github: issue 4412 is locked
voice_transcript ¦ the wifi password is {s} all lower case ¦ l12 ¦ transcribe: audio shorter than 1 s discarded
ocr_text ¦ Wi-Fi: AcmeGuest\nPassword: {s}\n ¦ A12 ¦ ocr: image rotated 90 degrees, retry with autorotate
къайлаха_дош ¦ {s} ¦ p ¦ декъашхо ца карийна
щэху_псалъэ ¦ {s} ¦ p ¦ къэзыгъэсэбэпыр къэгъуэткъым
гусь_кыв ¦ {s} ¦ p ¦ вӧдитчысь абу
салава_вал ¦ {s} ¦ p ¦ теиця а муевсь
чажыт_сөс ¦ {s} ¦ p ¦ ажыглакчы тывылбаан
सुलाःगु_खँग्वः ¦ {s} ¦ p ¦ छ्यलामि मलू
چیری_گال ¦ {s} ¦ p ¦ کارمرز نہ رستگ
ᬓ᭄ᬭᬸᬦ_ᬭᬳᬲ᭄ᬬ ¦ {s} ¦ p ¦ ᬧᬗᬗ᭄ᬕᬾ ᬢᬦ᭄ ᬓᬧᬗ᭄ᬕᬶᬳ᭄
𞤦𞤮𞤤𞤮_𞤧𞤵𞤪𞤵𞤣𞤮 ¦ {s} ¦ p ¦ 𞤤𞤢𞤼𞤮𞤱𞤮 𞤦𞤫 𞤴𞤭𞤼𞤢𞥄𞤳𞤭
kato_rahasio ¦ {s} ¦ p ¦ pamakai indak basuo
jasırın_sóz ¦ {s} ¦ p ¦ paydalanıwshı tabılmadı
tuatua_muna ¦ {s} ¦ p ¦ kāre i kitea te tangata
kupu_fufu ¦ {s} ¦ p ¦ nakai moua e tagata
taeka_ae_raba ¦ {s} ¦ p ¦ e aki kunaki te tia kamanena
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec == "uuid":
            secret = v.uuid()
        else:
            secret = v.fill(spec)
        value = template.replace("\\n", "\n").replace("\\r", "\r").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("cwd", "/home/dev/shop"), (name, value)),
            )
        )
    return out
