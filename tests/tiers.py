"""The test tiers (issue 26): which markers each test carries, from its folder, its file, its name or its
fixtures. tests/conftest.py applies them; ``pytest --fast`` (``bash tests/run.sh --fast``) keeps only the tests
with none of them, the same as ``-m "$FAST"``.

* ``browser``: drives Chromium through Playwright (tests/browser);
* ``server``: starts a server or the app's own command (Voilà, app.sh, a kernel, redis-server, a web socket);
* ``network``: may fetch from a package registry (pip's index, npm ci on a fresh machine);
* ``node``: runs Node.js or the front end's npm tools (esbuild, Biome, TypeScript), which only the full set-up
  of tests/run.sh installs;
* ``slow``: sweeps that take seconds each (differential and property runs, games in worker processes).

Not a tier: ``beside`` marks the browser files that the full run (``bash tests/run.sh``) runs in the process of
the other tests, after them, while the rest of the browser tests run in a second process: the two processes then
take about as long each, on the two cores (``-m "browser and not beside"`` and ``-m "not browser or beside"``).

A new folder, file or test that starts something or takes long gets its row in ``MARKS`` (or its fixture in
``FIXTURE_MARKS``); tests/test_tiers.py checks that the fast tier holds no browser, server or network test and
still holds at least 2,500 tests.
"""

from __future__ import annotations

from collections.abc import Iterable

TIERS = ("browser", "server", "network", "node", "slow")
FAST = " and ".join(f"not {marker}" for marker in TIERS)  # the -m expression of the fast tier
PLACES = ("beside",)  # markers that say where the full run runs a test, not a tier

# Path (relative to tests/, "/"-separated) -> markers; a key ending in "/" is a folder, one with "::" a test
# (every parametrisation of it). The markers of every matching key add up.
MARKS: dict[str, tuple[str, ...]] = {
    "browser/": ("browser", "server"),
    # about a third of the browser tests' time, run beside the rest of them (see ``beside`` above)
    "browser/test_site.py": ("beside",),
    "browser/test_look.py": ("beside",),
    "browser/test_accessibility.py": ("beside",),
    "browser/test_links_browser.py": ("beside",),
    "notebooks/test_notebooks.py::test_the_notebook_runs_top_to_bottom_without_error_within_the_time_bound": (
        "server", "slow"),  # a kernel runs each notebook
    "test_app_script.py": ("server",),  # bash notebooks/app.sh in a copy of the repository
    "test_readme_commands.py": ("server",),  # the README's commands, the app server among them
    "test_classroom_seats.py::test_the_command_line_refuses_a_limit_that_makes_no_sense": ("server",),
    "test_binder.py::test_binder_set_resolves_with_what_repo2docker_base_environment_holds": ("network",),
    "test_binder.py::test_without_the_notebook_pin_the_base_notebook_cannot_agree": ("network",),
    "rooms/test_socket.py": ("server",),  # the rooms' web socket served on 127.0.0.1
    "test_binder_server.py": ("server",),  # a Jupyter server started as Binder starts it
    "test_kernel_shutdown.py": ("server",),  # real kernels started and shut down
    "frontend/test_frontend_lint.py": ("node", "network"),  # Biome and TypeScript from npm ci
    "frontend/test_frontend_bundles.py::test_the_committed_bundles_are_exactly_what_esbuild_builds_from_the_sources": (
        "node", "network"),
    "frontend/test_frontend_bundles.py::test_the_comparison_reports_an_edited_a_missing_and_an_extra_bundle": (
        "node", "network"),
    "frontend/test_frontend_strings.py::"
    "test_the_translator_fills_a_label_from_the_model_and_shows_a_missing_key_as_itself": ("node",),
    "engine/test_reference.py": ("slow",),  # thousands of positions against the slow reference, every preset
    "engine/test_properties.py": ("slow",),  # Hypothesis games of every preset
    "bots/test_simulate.py::test_two_workers_give_exactly_the_rows_of_one": ("slow",),  # worker processes
    # sweeps over every preset, each case seconds long (the whole list is under 10% of the unit tests' count but
    # was over half of their time)
    "widgets/test_hidden_information.py": ("slow",),  # twin deals of every preset through the widgets
    "bots/test_expert_decisions_kept.py::test_expert_decides_as_before_the_speed_work": ("slow",),  # ExpertBot
    "bots/test_advice_truth.py::test_every_hint_sentence_of_every_move_is_true": ("slow",),
    "widgets/test_lesson_feedback_truth.py::test_every_feedback_sentence_for_every_pick_agrees_with_the_engine": (
        "slow",),
    "engine/test_messages.py::test_every_sentence_of_random_games_has_a_japanese_version_with_the_same_rule_ids": (
        "slow",),
    "engine/test_core_speed.py::test_the_one_row_joker_check_agrees_with_the_list_of_joker_plays_j2_j4_t4": ("slow",),
    "widgets/test_lesson_hints_random.py": ("slow",),  # hints on hundreds of random positions
    "widgets/test_lesson_hints_truth.py::test_nothing_on_the_page_answers_an_open_question": ("slow",),
    "engine/test_explain_truth.py::test_every_explanation_of_random_positions_is_true": ("slow",),
    "bots/test_bot_determinism.py::test_the_same_seeds_play_the_same_game": ("slow",),  # whole games, ExpertBot too
    "widgets/test_app_memory.py": ("slow",),  # dozens of tab and language switches
    "widgets/test_saved_notebook.py": ("slow",),  # nbconvert exports
    # every preset (and house rule) played through to the end
    "bots/test_bot_legality.py::test_a_table_of_every_kind_of_bot_plays_legal_moves_to_the_end": ("slow",),
    "bots/test_bot_legality.py::test_every_bot_finishes_every_preset_alone_at_the_table": ("slow",),
    "bots/test_simulate.py::test_the_lean_loop_and_game_give_the_same_table_for_random_seats": ("slow",),
    "engine/test_japanese_glossary.py::test_no_japanese_sentence_of_a_golden_playthrough_shows_english": ("slow",),
    "engine/test_explain_section9.py::test_no_explanation_or_event_of_the_golden_playthroughs_doubles_parentheses": (
        "slow",),
    "engine/test_core_speed_jokers.py::"
    "test_a_joker_play_without_a_snapshot_equals_the_long_way_and_undo_restores_it_j2_j3_j7_j8": ("slow",),
    "engine/test_state_api.py::test_from_state_rebuilds_every_position_of_random_games": ("slow",),
    "engine/test_never_ending.py::test_every_built_partial_deck_position_is_refused_or_played_to_its_end": ("slow",),
    # Binder's server configuration read in a subprocess with Jupyter's server and Voila imported
    "test_binder.py::test_binder_server_config_turns_on_nodelay_and_culls_idle_kernels_after_20_minutes": ("slow",),
    "test_binder.py::test_binder_server_config_sets_every_offline_setting_of_the_app_command": ("slow",),
    "test_binder.py::test_binder_server_trusts_a_notebook_without_saved_output_and_drops_the_ping_units_warning": (
        "slow",),
    # collects the whole suite again in a subprocess
    "test_tiers.py::test_the_fast_tier_holds_no_browser_server_or_network_test_and_at_least_2500_tests": ("slow",),
}

# Fixtures that start something: any test asking for one is marked too.
FIXTURE_MARKS: dict[str, tuple[str, ...]] = {
    "redis_url": ("server",),  # tests/rooms/conftest.py starts a redis-server
    "voila_server": ("server",),
    "lab_server": ("server",),
    "browser": ("browser",),
    "page": ("browser",),
    "new_page": ("browser",),
}


def marks_for(nodeid_in_tests: str, fixturenames: Iterable[str] = ()) -> set[str]:
    """The tier markers of a test, from its node id relative to tests/ (``folder/file.py::name[params]``)."""
    path, _, name = nodeid_in_tests.partition("::")
    test = name.split("[", 1)[0]
    found: set[str] = set()
    for key, markers in MARKS.items():
        if key.endswith("/"):
            hit = path.startswith(key)
        elif "::" in key:
            hit = key == f"{path}::{test}"
        else:
            hit = key == path
        if hit:
            found.update(markers)
    for fixture in fixturenames:
        found.update(FIXTURE_MARKS.get(fixture, ()))
    return found
