"""Held-out set 41: coding-agent tool results, as an agent's IDE extension or event stream
returns them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file. The
extensions themselves were named before (Cline, Roo Code, Kilo Code, Copilot's agent mode,
Junie, ``execute_command``, ``read_file``, ``run_in_terminal``, ``apply_diff``,
``codebase_search``, ``tool_call`` and ``tool_result`` matched), so only tools and result
layouts no earlier file named were used (remembered, not copied, so wording and padding may
differ): Cline's ``write_to_file`` and ``replace_in_file`` results with their
``<final_file_content>`` echo and ``attempt_completion``; Copilot agent mode's
``get_terminal_output``, ``insert_edit_into_file``, ``semantic_search`` and
``fetch_webpage``; the JetBrains IDE MCP server's ``get_file_text_by_path``,
``execute_terminal_command`` and ``search_in_files_by_text`` as Junie and AI Assistant call
them, and ``get_file_problems``; Kilo Code's ``new_task`` and ``ask_followup_question``;
and JSON-lines event streams with ``item.completed`` / ``command_execution`` /
``aggregated_output``, ``tool.completed`` and ``tool_execution_end`` events. Files no
earlier set read: GoatCounter's, SolidInvoice's, Tryton's, Ihatemoney's, Shelf.nu's,
Cannery's, Phorge's, Trudesk's, Chyrp's, Bludit's, ProcessWire's, Concrete CMS's,
Apostrophe's, Zenphoto's, Petio's, Polaris', Koito's, Astuto's, Ferdium's, Textpattern's,
Dotclear's, PluXml's, Flatpress', HTMLy's, Typemill's and WonderCMS'.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 cline write goatcounter ¦ scenario 1 step 1: Cline's write_to_file result echoing the saved file, GoatCounter's env file ¦ {p} ¦ [write_to_file for 'deploy/goatcounter.env'] Result:\nThe content was successfully saved to deploy/goatcounter.env.\n\nHere is the full, updated content of the file that was saved:\n\n<final_file_content path="deploy/goatcounter.env">\nGOATCOUNTER_DB=postgresql+host=db user=goatcounter password={t} dbname=goatcounter\n</final_file_content>
s1 cline replace solidinvoice ¦ scenario 1 step 2: Cline's replace_in_file result, SolidInvoice's .env ¦ {h64} ¦ [replace_in_file for 'solidinvoice/.env'] Result:\nThe content was successfully saved to solidinvoice/.env.\n\n<final_file_content path="solidinvoice/.env">\nAPP_ENV=prod\nSOLIDINVOICE_APP_SECRET={t}\n</final_file_content>
s1 cline completion tryton ¦ scenario 1 step 3: Cline's attempt_completion quoting Tryton's trytond.conf ¦ {p} ¦ [attempt_completion] Result:\nI updated trytond.conf so the server can reach the new database:\n\n[database]\nuri = postgresql://tryton:{t}@db:5432/\n\nRestart trytond to apply it.
s2 copilot terminal ihatemoney ¦ scenario 2 step 1: Copilot agent mode's get_terminal_output, Ihatemoney's settings ¦ {A48} ¦ get_terminal_output (terminal 2)\nOutput of terminal 2:\n$ grep SECRET_KEY /etc/ihatemoney/ihatemoney.cfg\nSECRET_KEY = "{t}"
s2 copilot insert shelf ¦ scenario 2 step 2: Copilot agent mode's insert_edit_into_file result, Shelf.nu's .env ¦ {A40} ¦ insert_edit_into_file: apps/webapp/.env\nThe following edit was applied:\n  SUPABASE_ANON_PUBLIC=eyJhbGciOiJIUzI1NiJ9.public\n+ SUPABASE_SERVICE_ROLE={t}\nNo errors found in apps/webapp/.env
s2 copilot search cannery ¦ scenario 2 step 3: Copilot agent mode's semantic_search result, Cannery's docker env ¦ {h64} ¦ semantic_search("where is the phoenix secret") returned 1 result:\ndocker-compose.yml:14-16\n      - HOST=cannery.acme.io\n      - SECRET_KEY_BASE={t}\n      - DATABASE_URL=ecto://cannery:cannery@db/cannery
s3 junie phorge ¦ scenario 3 step 1: Junie calling the JetBrains MCP server's get_file_text_by_path, Phorge's local.json ¦ {p} ¦ get_file_text_by_path(pathInProject="phorge/conf/local/local.json")\n{"status": "{\n  \"mysql.host\": \"db\",\n  \"mysql.user\": \"phorge\",\n  \"mysql.pass\": \"{t}\"\n}"}
s3 junie trudesk ¦ scenario 3 step 2: Junie calling execute_terminal_command, Trudesk's config.yml ¦ {A32} ¦ execute_terminal_command(command="grep -A2 tokens trudesk/config.yml")\n{"status": "tokens:\n  secret: {t}\n  expires: 900", "exitCode": 0}
s3 junie chyrp ¦ scenario 3 step 3: Junie calling search_in_files_by_text, Chyrp Lite's config ¦ {p} ¦ search_in_files_by_text(searchText="password")\n{"status": [{"path": "chyrp/includes/config.json.php", "lineNumber": 9, "lineText": "\"password\": \"{t}\","}]}
s4 kilo bludit ¦ scenario 4 step 1: Kilo Code's new_task subtask result, Bludit's users.php ¦ {h40} ¦ [new_task completed] Result:\nSubtask 'audit bludit' finished. bl-content/databases/users.php has "admin": {"password": "{t}", "salt": "5f1e2", "role": "admin"}
s4 kilo processwire ¦ scenario 4 step 2: Kilo Code's ask_followup_question answered by the user pasting ProcessWire's config ¦ {p} ¦ [ask_followup_question for 'Which DB credentials should I use?'] Result:\n<answer>\n$config->dbUser = 'pw_site';\n$config->dbPass = '{t}';\n</answer>
s4 kilo concrete ¦ scenario 4 step 3: Kilo Code's new_task result, Concrete CMS's database.php ¦ {p} ¦ [new_task completed] Result:\nFound application/config/database.php: 'username' => 'concrete5', 'password' => '{t}', 'database' => 'c5prod'
s5 jsonl apostrophe ¦ scenario 5 step 1: a JSON-lines stream's item.completed command_execution event, Apostrophe's env ¦ {A48} ¦ {"type":"item.completed","item":{"id":"item_7","type":"command_execution","command":"bash -lc 'grep APOS_ env/.env'","aggregated_output":"APOS_MONGODB_URI=mongodb://apos@db/site\nAPOS_SESSION_SECRET={t}\n","exit_code":0,"status":"completed"}}
s5 jsonl zenphoto ¦ scenario 5 step 2: a JSON-lines item.completed event, Zenphoto's zenphoto.cfg.php ¦ {p} ¦ {"type":"item.completed","item":{"id":"item_9","type":"command_execution","command":"bash -lc \"grep mysql_pass zp-data/zenphoto.cfg.php\"","aggregated_output":"$conf['mysql_pass'] = '{t}';\n","exit_code":0,"status":"completed"}}
s5 jsonl petio ¦ scenario 5 step 3: a JSON-lines item.completed event, Petio's config.json ¦ {A32} ¦ {"type":"item.completed","item":{"id":"item_11","type":"command_execution","command":"jq .plexToken petio/config/config.json","aggregated_output":"\"{t}\"\n","exit_code":0,"status":"completed"}}
s6 events polaris ¦ scenario 6 step 1: a tool.completed event in an agent's JSON-lines log, Polaris' config ¦ {p} ¦ {"event":"tool.completed","tool":"shell","args":{"cmd":"cat polaris/polaris.toml"},"output":"[[mount_dirs]]\nsource = \"/music\"\n[[users]]\nname = \"admin\"\npassword = \"{t}\"\nadmin = true"}
s6 events koito ¦ scenario 6 step 2: a tool_execution_end event, Koito's env ¦ {A40} ¦ {"type":"tool_execution_end","toolName":"bash","result":{"content":[{"type":"text","text":"KOITO_DATABASE_URL=postgres://koito:koito@db:5432/koito\nKOITO_LASTFM_API_SECRET={t}"}]},"isError":false}
s6 events astuto ¦ scenario 6 step 3: a tool_execution_end event, Astuto's .env ¦ {h64} ¦ {"type":"tool_execution_end","toolName":"read","result":{"content":[{"type":"text","text":"BASE_URL=https://feedback.acme.io\nSECRET_KEY_BASE={t}"}]},"isError":false}
"""

SINGLES = r"""
copilot fetch ferdium ¦ Copilot agent mode's fetch_webpage result of a pasted internal wiki page with Ferdium's server .env ¦ {A32} ¦ fetch_webpage("http://wiki.acme.local/ferdium-server")\nHere is some relevant context from the web page:\nAPP_KEY={t}\nDB_CONNECTION=pg
jetbrains problems textpattern ¦ JetBrains get_file_problems on Textpattern's config.php, quoting the line ¦ {p} ¦ get_file_problems(filePath="textpattern/config.php")\n{"status": [{"severity": "WARNING", "line": 5, "description": "Hard-coded credential", "lineText": "$txpcfg['pass'] = '{t}';"}]}
cline write dotclear ¦ Cline's write_to_file result for Dotclear's config.php ¦ {p} ¦ [write_to_file for 'dotclear/inc/config.php'] Result:\n<final_file_content path="dotclear/inc/config.php">\ndefine('DC_DBPASSWORD', '{t}');\n</final_file_content>
kilo followup pluxml ¦ Kilo Code's ask_followup_question answer holding PluXml's admin hash ¦ {h40} ¦ [ask_followup_question for 'Paste the users.xml entry'] Result:\n<answer><user number="001" active="1" delete="0"><login><![CDATA[admin]]></login><password><![CDATA[{t}]]></password><salt><![CDATA[8c1f2e]]></salt></user></answer>
copilot terminal flatpress ¦ Copilot agent mode's get_terminal_output with Flatpress' config ¦ {h32} ¦ get_terminal_output (terminal 5)\nOutput of terminal 5:\n$ cat fp-content/config/users/admin.php | grep pass\n$pass = '{t}';
jsonl htmly ¦ a JSON-lines item.completed event reading HTMLy's config.ini ¦ {p} ¦ {"type":"item.completed","item":{"id":"item_3","type":"command_execution","command":"grep password htmly/config/users/admin.ini","aggregated_output":"password = \"{t}\"\n","exit_code":0,"status":"completed"}}
"""

EXTRA = r"""
typemill diff ¦ git diff of Typemill's settings committing a mail password ¦ {p} ¦ $ git diff HEAD~1 -- settings/settings.yaml\n-mailpassword: ''\n+mailpassword: '{t}'
wondercms rg ¦ ripgrep over WonderCMS's database.js for its login hash ¦ {h64} ¦ $ rg -n '"password"' wondercms/data/\nwondercms/data/database.js:4:        "password": "{t}",
goatcounter grep ¦ grep -rn over GoatCounter's systemd unit ¦ {A40} ¦ $ grep -rn GOATCOUNTER_SMTP /etc/systemd/system/\n/etc/systemd/system/goatcounter.service:9:Environment=GOATCOUNTER_SMTP=smtp://stats:{t}@mail.acme.io:587
phorge mint ¦ an HTTP tool response minting a Phorge Conduit API token ¦ api-{a28} ¦ HTTP 200 POST /api/conduit.token.create\n{"result":{"token":"{t}","tokenType":"api"},"error_code":null}
shelf mint ¦ an HTTP tool response minting a Shelf.nu API key ¦ {u43} ¦ HTTP 201 POST /api/settings/api-keys\n{"apiKey":{"id":"ak_19","name":"ci","key":"{t}"}}
trudesk mint ¦ an HTTP tool response issuing a Trudesk access token on login ¦ {h64} ¦ HTTP 200 POST /api/v1/login\n{"success":true,"accessToken":"{t}","user":{"username":"agent1"}}
"""

MORE = r"""
cline completion solidinvoice mail ¦ Cline's attempt_completion quoting SolidInvoice's mailer DSN ¦ {p} ¦ [attempt_completion] Result:\nMail now goes through the relay: MAILER_DSN=smtp://invoices:{t}@smtp.acme.io:587
cline write tryton ¦ Cline's write_to_file result for Tryton's trytond.conf session section ¦ {h64} ¦ [write_to_file for 'tryton/trytond.conf'] Result:\n<final_file_content path="tryton/trytond.conf">\n[session]\nsuper_pwd = {t}\n</final_file_content>
copilot terminal shelf ¦ Copilot agent mode's get_terminal_output with Shelf.nu's session secret ¦ {A48} ¦ get_terminal_output (terminal 3)\nOutput of terminal 3:\n$ printenv | grep SESSION_SECRET\nSESSION_SECRET={t}
copilot insert cannery ¦ Copilot agent mode's insert_edit_into_file adding Cannery's SMTP password ¦ {p} ¦ insert_edit_into_file: cannery/.env\nThe following edit was applied:\n+ SMTP_PASSWORD={t}\nNo errors found in cannery/.env
copilot search goatcounter ¦ Copilot agent mode's semantic_search hitting GoatCounter's compose file ¦ {p} ¦ semantic_search("goatcounter database") returned 1 result:\ndocker-compose.yml:9-10\n      - GOATCOUNTER_DB=postgresql+postgresql://goat:{t}@pg/goat
jetbrains text ihatemoney ¦ the JetBrains MCP server's get_file_text_by_path on Ihatemoney's mail settings ¦ {p} ¦ get_file_text_by_path(pathInProject="ihatemoney/ihatemoney.cfg")\n{"status": "MAIL_USERNAME = 'budget@acme.io'\nMAIL_PASSWORD = '{t}'"}
jetbrains terminal phorge ¦ the JetBrains MCP server's execute_terminal_command reading Phorge's config ¦ {p} ¦ execute_terminal_command(command="./bin/config get mysql.pass")\n{"status": "{\n  \"config\": [{\"key\": \"mysql.pass\", \"source\": \"local\", \"value\": \"{t}\"}]\n}", "exitCode": 0}
jetbrains search bludit ¦ the JetBrains MCP server's search_in_files_by_text over Bludit's site database ¦ {h40} ¦ search_in_files_by_text(searchText="tokenAuth")\n{"status": [{"path": "bl-content/databases/users.php", "lineNumber": 12, "lineText": "\"tokenAuth\": \"{t}\","}]}
jetbrains problems concrete ¦ get_file_problems quoting Concrete CMS's site.php ¦ {A32} ¦ get_file_problems(filePath="application/config/site.php")\n{"status": [{"severity": "WEAK WARNING", "line": 7, "description": "Secret in source", "lineText": "'api_key' => '{t}',"}]}
kilo task apostrophe ¦ Kilo Code's new_task result quoting Apostrophe's app.js ¦ {A40} ¦ [new_task completed] Result:\nSubtask 'wire S3 uploads' finished. app.js now has uploadfs: { secret: '{t}', bucket: 'acme-apos' }
kilo followup zenphoto ¦ Kilo Code's ask_followup_question answered with Zenphoto's admin password ¦ {p} ¦ [ask_followup_question for 'What is the admin login for the staging site?'] Result:\n<answer>admin / {t}</answer>
jsonl petio ¦ a JSON-lines item.completed event for Petio's TMDB key ¦ {h32} ¦ {"type":"item.completed","item":{"id":"item_14","type":"command_execution","command":"jq .tmdbApi petio/config/config.json","aggregated_output":"\"{t}\"\n","exit_code":0,"status":"completed"}}
events polaris ¦ a tool.completed event printing Polaris' auth secret ¦ {b44} ¦ {"event":"tool.completed","tool":"shell","args":{"cmd":"cat /var/lib/polaris/auth.secret | base64"},"output":"{t}"}
events koito ¦ a tool_execution_end event with Koito's admin password ¦ {p} ¦ {"type":"tool_execution_end","toolName":"bash","result":{"content":[{"type":"text","text":"KOITO_DEFAULT_PASSWORD={t}"}]},"isError":false}
events astuto ¦ a tool_execution_end event with Astuto's SMTP password from credentials ¦ {p} ¦ {"type":"tool_execution_end","toolName":"bash","result":{"content":[{"type":"text","text":"smtp:\n  user_name: feedback\n  password: {t}"}]},"isError":false}
ferdium grep ¦ grep over Ferdium server's .env ¦ {h64} ¦ $ grep -n APP_KEY ferdium-server/.env\n2:APP_KEY={t}
textpattern diff ¦ git diff of Textpattern's config.php ¦ {p} ¦ $ git diff -- textpattern/config.php\n-$txpcfg['pass'] = '';\n+$txpcfg['pass'] = '{t}';
dotclear rg ¦ ripgrep over Dotclear's config for its master key ¦ {A40} ¦ $ rg -n DC_MASTER_KEY dotclear/inc/\ndotclear/inc/config.php:27:define('DC_MASTER_KEY', '{t}');
pluxml ag ¦ ag over PluXml's parametres.xml for the API key ¦ {h32} ¦ $ ag clef pluxml/data/configuration/\npluxml/data/configuration/parametres.xml\n31:<parametre name="clef"><![CDATA[{t}]]></parametre>
flatpress diff ¦ git diff of Flatpress' settings adding an SMTP password ¦ {p} ¦ $ git diff fp-content/config/settings.conf.php\n+  'smtp_pass' => '{t}',
htmly mint ¦ an HTTP tool response from HTMLy's admin creating a user with a generated password ¦ {A20} ¦ HTTP 200 POST /admin/users/add\n{"status":"ok","user":"editor2","generated_password":"{t}"}
typemill mint ¦ an HTTP tool response minting a Typemill API key ¦ {h40} ¦ HTTP 201 POST /api/v1/apikey\n{"apikey":"{t}","user":"ci","created":"2026-12-06"}
wondercms mint ¦ an HTTP tool response from WonderCMS resetting the login URL token ¦ {A24} ¦ HTTP 200 POST /?resetLogin\n{"loginURL":"/{t}","message":"Login URL changed"}
koito mint ¦ an HTTP tool response minting a Koito API key ¦ {u40} ¦ HTTP 201 POST /apis/web/v1/user/apikeys\n{"id":3,"label":"scrobbler","key":"{t}"}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    more = MORE.strip().splitlines()
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", "\n".join(more[0::2]), raises="cause"),
        *v.table("agent", "\n".join(more[1::2]), raises="context"),
    ]
