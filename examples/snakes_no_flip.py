# Planted bug: reads every row left to right, forgetting that the rows turn (boustrophedon).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)

        def cell(square):
            r, c = divmod(square - 1, n)
            return n - 1 - r, c

        throws = {1: 0}
        queue = deque([1])
        while queue:
            square = queue.popleft()
            if square == n * n:
                return throws[square]
            for landing in range(square + 1, min(square + 6, n * n) + 1):
                r, c = cell(landing)
                end = board[r][c] if board[r][c] != -1 else landing
                if end not in throws:
                    throws[end] = throws[square] + 1
                    queue.append(end)
        return -1
