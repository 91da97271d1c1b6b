"""The third game's folder holds a game (``stones``) and its pages, not tests of this run: its
notebooks are checked by ``checks/check_third_game.py`` in a Python that has the game."""

collect_ignore_glob = ["stones/*"]
